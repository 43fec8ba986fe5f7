import * as migration_20261121_010856_initial from './20261121_010856_initial';

export const migrations = [
  {
    up: migration_20261121_010856_initial.up,
    down: migration_20261121_010856_initial.down,
    name: '20261121_010856_initial'
  },
];
