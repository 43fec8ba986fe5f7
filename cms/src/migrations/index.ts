import * as migration_20261121_023218_initial from './20261121_023218_initial';
import * as migration_20261123_222127_9_prepare_drafts_data from './20261123_222127_9_prepare_drafts_data';
import * as migration_20261124_000506_second_shape from './20261124_000506_second_shape';
import * as migration_20261124_000507_9_publish_existing_data from './20261124_000507_9_publish_existing_data';
import * as migration_20261124_000508_9_editor_links_data from './20261124_000508_9_editor_links_data';
import * as migration_20261124_000509_11_leads_advisor_data from './20261124_000509_11_leads_advisor_data';
import * as migration_20261124_000510_9_featured_image_urls_data from './20261124_000510_9_featured_image_urls_data';
import * as migration_20261124_112325_10_blocks_as_json from './20261124_112325_10_blocks_as_json';
import * as migration_20261126_064852_sales_desk from './20261126_064852_sales_desk';
import * as migration_20261126_080740_page_views from './20261126_080740_page_views';
import * as migration_20261126_095540_deal_outcome from './20261126_095540_deal_outcome';
import * as migration_20261126_101315_follow_up_tasks from './20261126_101315_follow_up_tasks';
import * as migration_20261126_102854_slot_claims from './20261126_102854_slot_claims';
import * as migration_20261126_104916_contact_key from './20261126_104916_contact_key';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_222127_9_prepare_drafts_data.up,
    down: migration_20261123_222127_9_prepare_drafts_data.down,
    name: '20261123_222127_9_prepare_drafts_data',
  },
  {
    up: migration_20261124_000506_second_shape.up,
    down: migration_20261124_000506_second_shape.down,
    name: '20261124_000506_second_shape',
  },
  {
    up: migration_20261124_000507_9_publish_existing_data.up,
    down: migration_20261124_000507_9_publish_existing_data.down,
    name: '20261124_000507_9_publish_existing_data',
  },
  {
    up: migration_20261124_000508_9_editor_links_data.up,
    down: migration_20261124_000508_9_editor_links_data.down,
    name: '20261124_000508_9_editor_links_data',
  },
  {
    up: migration_20261124_000509_11_leads_advisor_data.up,
    down: migration_20261124_000509_11_leads_advisor_data.down,
    name: '20261124_000509_11_leads_advisor_data',
  },
  {
    up: migration_20261124_000510_9_featured_image_urls_data.up,
    down: migration_20261124_000510_9_featured_image_urls_data.down,
    name: '20261124_000510_9_featured_image_urls_data',
  },
  {
    up: migration_20261124_112325_10_blocks_as_json.up,
    down: migration_20261124_112325_10_blocks_as_json.down,
    name: '20261124_112325_10_blocks_as_json',
  },
  {
    up: migration_20261126_064852_sales_desk.up,
    down: migration_20261126_064852_sales_desk.down,
    name: '20261126_064852_sales_desk',
  },
  {
    up: migration_20261126_080740_page_views.up,
    down: migration_20261126_080740_page_views.down,
    name: '20261126_080740_page_views',
  },
  {
    up: migration_20261126_095540_deal_outcome.up,
    down: migration_20261126_095540_deal_outcome.down,
    name: '20261126_095540_deal_outcome',
  },
  {
    up: migration_20261126_101315_follow_up_tasks.up,
    down: migration_20261126_101315_follow_up_tasks.down,
    name: '20261126_101315_follow_up_tasks',
  },
  {
    up: migration_20261126_102854_slot_claims.up,
    down: migration_20261126_102854_slot_claims.down,
    name: '20261126_102854_slot_claims',
  },
  {
    up: migration_20261126_104916_contact_key.up,
    down: migration_20261126_104916_contact_key.down,
    name: '20261126_104916_contact_key'
  },
];
