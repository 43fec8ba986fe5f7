import config from '../../cms/src/payload.config'
import { bootPayload } from '../../cms/src/lib/boot'
import { seed } from './index'

const payload = await bootPayload(config)
await seed(payload)
await payload.db.destroy?.()
process.exit(0)
