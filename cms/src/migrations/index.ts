import * as migration_20261121_023218_initial from './20261121_023218_initial'
import * as migration_20261123_222127_9_prepare_drafts_data from './20261123_222127_9_prepare_drafts_data'
import * as migration_20261123_222128_9_drafts_versions from './20261123_222128_9_drafts_versions'
import * as migration_20261123_222129_9_publish_existing_data from './20261123_222129_9_publish_existing_data'
import * as migration_20261123_223554_12_security from './20261123_223554_12_security'
import * as migration_20261123_223945_14_media_storage_fields from './20261123_223945_14_media_storage_fields'

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_222127_9_prepare_drafts_data.up,
    down: migration_20261123_222127_9_prepare_drafts_data.down,
    name: '20261123_222127_9_prepare_drafts_data',
  },
  {
    up: migration_20261123_222128_9_drafts_versions.up,
    down: migration_20261123_222128_9_drafts_versions.down,
    name: '20261123_222128_9_drafts_versions',
  },
  {
    up: migration_20261123_222129_9_publish_existing_data.up,
    down: migration_20261123_222129_9_publish_existing_data.down,
    name: '20261123_222129_9_publish_existing_data',
  },
  {
    up: migration_20261123_223554_12_security.up,
    down: migration_20261123_223554_12_security.down,
    name: '20261123_223554_12_security',
  },
  {
    up: migration_20261123_223945_14_media_storage_fields.up,
    down: migration_20261123_223945_14_media_storage_fields.down,
    name: '20261123_223945_14_media_storage_fields',
  },
]
