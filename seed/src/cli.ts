// 'payload' loads first for the same reason as in the root server.ts.
await import('payload')
const { bootPayload, config } = await import('@b1/cms/entry')
const { seed } = await import('./index')

const payload = await bootPayload(config)
await seed(payload)
await payload.db.destroy?.()
process.exit(0)

export {}
