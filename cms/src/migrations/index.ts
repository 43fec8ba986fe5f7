import * as migration_20261121_011534_initial from './20261121_011534_initial';

export const migrations = [
  {
    up: migration_20261121_011534_initial.up,
    down: migration_20261121_011534_initial.down,
    name: '20261121_011534_initial'
  },
];
