import * as migration_20261121_023218_initial from './20261121_023218_initial';
import * as migration_20261123_223128_11_lead_desk from './20261123_223128_11_lead_desk';
import * as migration_20261123_223500_11_leads_advisor_data from './20261123_223500_11_leads_advisor_data';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_223128_11_lead_desk.up,
    down: migration_20261123_223128_11_lead_desk.down,
    name: '20261123_223128_11_lead_desk',
  },
  {
    up: migration_20261123_223500_11_leads_advisor_data.up,
    down: migration_20261123_223500_11_leads_advisor_data.down,
    name: '20261123_223500_11_leads_advisor_data',
  },
];
