import * as migration_20261126_095455_baseline from './20261126_095455_baseline';
import * as migration_20261126_102554_authors from './20261126_102554_authors';
import * as migration_20261126_105132_partner_logos from './20261126_105132_partner_logos';
import * as migration_20261126_110302_sales_outcomes_tasks_contacts from './20261126_110302_sales_outcomes_tasks_contacts';

export const migrations = [
  {
    up: migration_20261126_095455_baseline.up,
    down: migration_20261126_095455_baseline.down,
    name: '20261126_095455_baseline',
  },
  {
    up: migration_20261126_102554_authors.up,
    down: migration_20261126_102554_authors.down,
    name: '20261126_102554_authors',
  },
  {
    up: migration_20261126_105132_partner_logos.up,
    down: migration_20261126_105132_partner_logos.down,
    name: '20261126_105132_partner_logos',
  },
  {
    up: migration_20261126_110302_sales_outcomes_tasks_contacts.up,
    down: migration_20261126_110302_sales_outcomes_tasks_contacts.down,
    name: '20261126_110302_sales_outcomes_tasks_contacts'
  },
];
