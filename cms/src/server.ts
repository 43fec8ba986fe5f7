// 'payload' finishes loading before any other @payloadcms package starts: in development mode they
// deadlock on payload's top-level await otherwise, and node exits with code 13.
await import('payload')
const { start } = await import('./server/start')
await start()

export {}
