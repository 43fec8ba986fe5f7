// `npm run migrate`: the one-time database set-up without the server, for a deploy step that runs
// before the app instances start. Settings, then 'payload', load first for the same reasons as in server.ts.
const { loadSettingsOrExit, resolveForMode } = await import('./config')
resolveForMode(loadSettingsOrExit().NODE_ENV)
await import('payload')
const { default: config } = await import('./payload.config')
const { bootPayload } = await import('./lib/runtime/boot')

const payload = await bootPayload(config)
payload.logger.info('Database schema is up to date')
await payload.db.destroy?.()
process.exit(0)

export {}
