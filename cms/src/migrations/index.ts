import * as migration_20261121_023218_initial from './20261121_023218_initial'
import * as migration_20261123_223554_12_security from './20261123_223554_12_security'

export const migrations = [
  {
    up: migration_20261121_023218_initial.up,
    down: migration_20261121_023218_initial.down,
    name: '20261121_023218_initial',
  },
  {
    up: migration_20261123_223554_12_security.up,
    down: migration_20261123_223554_12_security.down,
    name: '20261123_223554_12_security',
  },
]
