import * as migration_20261121_011123_initial from './20261121_011123_initial';

export const migrations = [
  {
    up: migration_20261121_011123_initial.up,
    down: migration_20261121_011123_initial.down,
    name: '20261121_011123_initial'
  },
];
