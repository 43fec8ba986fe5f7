import * as migration_20261121_023218_initial from './20261121_023218_initial';
import * as migration_20261123_223945_14_media_storage_fields from './20261123_223945_14_media_storage_fields';

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_223945_14_media_storage_fields.up,
    down: migration_20261123_223945_14_media_storage_fields.down,
    name: '20261123_223945_14_media_storage_fields'
  },
];
