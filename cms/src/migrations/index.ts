import * as migration_20261121_010812_initial from './20261121_010812_initial';

export const migrations = [
  {
    up: migration_20261121_010812_initial.up,
    down: migration_20261121_010812_initial.down,
    name: '20261121_010812_initial'
  },
];
