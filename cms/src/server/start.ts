import { bootPayload } from '../lib/runtime/boot'
import type { Payload } from 'payload'

import { settings } from '../config/env'
import config from '../payload.config'
import { createAppServer } from './app'
import { startViewFlushing } from '../analytics/counter'

/**
 * Boot Payload, let the caller fill a database that has no users yet (the root server.ts seeds it),
 * listen, and shut down gracefully on SIGTERM/SIGINT.
 */
export async function start({ onEmptyDatabase }: { onEmptyDatabase?: (payload: Payload) => Promise<void> } = {}) {
  const { PORT: port, NODE_ENV } = settings()
  // Development (Vite, Next dev) only when asked for: `npm run dev` sets NODE_ENV=development.
  const dev = NODE_ENV === 'development'
  const startedAt = performance.now()

  const payload = await bootPayload(config, {
    cron: true,
    // A fresh database (no users yet) gets the initial content, once, under the set-up lease.
    setUp: async (payload) => {
      if (!onEmptyDatabase) return
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
      if (totalDocs === 0) await onEmptyDatabase(payload)
    },
  })
  const { server, close } = await createAppServer({ payload, dev, port })
  const stopCountingViews = startViewFlushing(payload)

  // The development server (Vite, Next dev) answers this machine only.
  server.listen(port, dev ? '127.0.0.1' : undefined, () => {
    payload.logger.info(
      `Ready on http://${dev ? '127.0.0.1' : 'localhost'}:${port}${dev ? ' (development, loopback only)' : ''} in ${Math.round(performance.now() - startedAt)} ms (site /, portal /portal, admin /admin)`,
    )
  })

  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    payload.logger.info(`${signal}: finishing in-flight requests`)
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    server.close(async () => {
      await close()
      await stopCountingViews()
      await payload.db.destroy?.()
      clearTimeout(force)
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
