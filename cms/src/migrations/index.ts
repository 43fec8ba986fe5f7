import * as migration_20261121_023218_initial from './20261121_023218_initial';
import * as migration_20261123_221821_9_editor_links from './20261123_221821_9_editor_links';
import * as migration_20261123_221822_9_editor_links_data from './20261123_221822_9_editor_links_data';
import * as migration_20261123_225120_9_editor_media from './20261123_225120_9_editor_media';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_221821_9_editor_links.up,
    down: migration_20261123_221821_9_editor_links.down,
    name: '20261123_221821_9_editor_links',
  },
  {
    up: migration_20261123_221822_9_editor_links_data.up,
    down: migration_20261123_221822_9_editor_links_data.down,
    name: '20261123_221822_9_editor_links_data',
  },
  {
    up: migration_20261123_225120_9_editor_media.up,
    down: migration_20261123_225120_9_editor_media.down,
    name: '20261123_225120_9_editor_media'
  },
];
