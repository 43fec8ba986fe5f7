import * as migration_20261126_095455_baseline from './20261126_095455_baseline';

export const migrations = [
  {
    up: migration_20261126_095455_baseline.up,
    down: migration_20261126_095455_baseline.down,
    name: '20261126_095455_baseline'
  },
];
