import * as migration_20261121_023218_initial from './20261121_023218_initial'
import * as migration_20261123_221821_9_editor_links from './20261123_221821_9_editor_links'
import * as migration_20261123_221822_9_editor_links_data from './20261123_221822_9_editor_links_data'
import * as migration_20261123_222040_15_look from './20261123_222040_15_look'
import * as migration_20261123_222127_9_prepare_drafts_data from './20261123_222127_9_prepare_drafts_data'
import * as migration_20261123_222128_9_drafts_versions from './20261123_222128_9_drafts_versions'
import * as migration_20261123_222129_9_publish_existing_data from './20261123_222129_9_publish_existing_data'
import * as migration_20261123_223554_12_security from './20261123_223554_12_security'
import * as migration_20261123_223945_14_media_storage_fields from './20261123_223945_14_media_storage_fields'
import * as migration_20261123_224601_15_look_badge_links from './20261123_224601_15_look_badge_links'
import * as migration_20261123_225120_9_editor_media from './20261123_225120_9_editor_media'

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_221821_9_editor_links.up,
    down: migration_20261123_221821_9_editor_links.down,
    name: '20261123_221821_9_editor_links',
  },
  {
    up: migration_20261123_221822_9_editor_links_data.up,
    down: migration_20261123_221822_9_editor_links_data.down,
    name: '20261123_221822_9_editor_links_data',
  },
  {
    up: migration_20261123_222040_15_look.up,
    down: migration_20261123_222040_15_look.down,
    name: '20261123_222040_15_look',
  },
  {
    up: migration_20261123_222127_9_prepare_drafts_data.up,
    down: migration_20261123_222127_9_prepare_drafts_data.down,
    name: '20261123_222127_9_prepare_drafts_data',
  },
  {
    up: migration_20261123_222128_9_drafts_versions.up,
    down: migration_20261123_222128_9_drafts_versions.down,
    name: '20261123_222128_9_drafts_versions',
  },
  {
    up: migration_20261123_222129_9_publish_existing_data.up,
    down: migration_20261123_222129_9_publish_existing_data.down,
    name: '20261123_222129_9_publish_existing_data',
  },
  {
    up: migration_20261123_223554_12_security.up,
    down: migration_20261123_223554_12_security.down,
    name: '20261123_223554_12_security',
  },
  {
    up: migration_20261123_223945_14_media_storage_fields.up,
    down: migration_20261123_223945_14_media_storage_fields.down,
    name: '20261123_223945_14_media_storage_fields',
  },
  {
    up: migration_20261123_224601_15_look_badge_links.up,
    down: migration_20261123_224601_15_look_badge_links.down,
    name: '20261123_224601_15_look_badge_links',
  },
  {
    up: migration_20261123_225120_9_editor_media.up,
    down: migration_20261123_225120_9_editor_media.down,
    name: '20261123_225120_9_editor_media',
  },
]
