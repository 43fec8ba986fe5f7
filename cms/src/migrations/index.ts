import * as migration_20261121_005912_initial from './20261121_005912_initial';

export const migrations = [
  {
    up: migration_20261121_005912_initial.up,
    down: migration_20261121_005912_initial.down,
    name: '20261121_005912_initial'
  },
];
