import * as migration_20261121_015813_initial from './20261121_015813_initial';

export const migrations = [
  {
    up: migration_20261121_015813_initial.up,
    down: migration_20261121_015813_initial.down,
    name: '20261121_015813_initial'
  },
];
