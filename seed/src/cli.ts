// 'payload' loads first for the same reason as in cms/src/server.ts.
await import('payload')
const { default: config } = await import('../../cms/src/payload.config')
const { bootPayload } = await import('../../cms/src/lib/boot')
const { seed } = await import('./index')

const payload = await bootPayload(config)
await seed(payload)
await payload.db.destroy?.()
process.exit(0)

export {}
