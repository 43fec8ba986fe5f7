import * as migration_20261121_023218_initial from './20261121_023218_initial';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial'
  },
];
