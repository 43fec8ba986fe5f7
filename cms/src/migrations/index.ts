import * as migration_20261121_023218_initial from './20261121_023218_initial';
import * as migration_20261123_222040_15_look from './20261123_222040_15_look';
import * as migration_20261123_224601_15_look_badge_links from './20261123_224601_15_look_badge_links';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_222040_15_look.up,
    down: migration_20261123_222040_15_look.down,
    name: '20261123_222040_15_look',
  },
  {
    up: migration_20261123_224601_15_look_badge_links.up,
    down: migration_20261123_224601_15_look_badge_links.down,
    name: '20261123_224601_15_look_badge_links'
  },
];
