// 'payload' loads first for the same reason as in cms/src/server.ts.
await import('payload')
const { default: config } = await import('../../cms/src/payload.config')
const { bootPayload } = await import('../../cms/src/lib/boot')
const { seed } = await import('./index')

// Under the set-up lease, so a seed started beside booting instances never runs twice at once.
const payload = await bootPayload(config, { setUp: (p) => seed(p) })
await payload.db.destroy?.()
process.exit(0)

export {}
