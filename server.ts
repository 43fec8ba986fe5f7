// The process entry: the CMS server (cms), seeding an empty database (seed) on first start. It lives
// above both packages so that the seed depends on cms and never the other way round.
// The settings are checked first: a bad value stops the process before anything loads or connects.
const { loadSettingsOrExit, resolveForMode } = await import('@b1/cms/config')
// Packages resolve to their production (or development) builds, never to the top-level-await
// wrappers that could deadlock the start (exit 13): see cms/src/config/module-conditions.ts.
resolveForMode(loadSettingsOrExit().NODE_ENV)
// 'payload' finishes loading before any other @payloadcms package starts: in development mode they
// deadlock on payload's top-level await otherwise, and node exits with code 13.
await import('payload')
const { start } = await import('@b1/cms/entry')
const { seed } = await import('@b1/seed')
await start({ onEmptyDatabase: (payload) => seed(payload) })

export {}
