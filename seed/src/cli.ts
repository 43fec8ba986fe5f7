// Settings first, then 'payload', for the same reasons as in the root server.ts.
const { loadSettingsOrExit, resolveForMode } = await import('@b1/cms/config')
resolveForMode(loadSettingsOrExit().NODE_ENV)
await import('payload')
const { bootPayload, config } = await import('@b1/cms/entry')
const { seed } = await import('./index')

// Under the set-up lease, so a seed started beside booting instances never runs twice at once.
const payload = await bootPayload(config, { setUp: (p) => seed(p) })
await payload.db.destroy?.()
process.exit(0)

export {}
