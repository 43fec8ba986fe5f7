import { bootPayload } from '../lib/boot'
import { seedIfEmpty } from '../lib/seed-on-start'
import config from '../payload.config'
import { createAppServer } from './app'

/** Boot Payload, seed an empty database, listen, and shut down gracefully on SIGTERM/SIGINT. */
export async function start() {
  const port = Number(process.env.PORT ?? 3000)
  const dev = process.env.NODE_ENV !== 'production'
  const startedAt = performance.now()

  const payload = await bootPayload(config, { cron: true })
  await seedIfEmpty(payload)
  const { server, close } = await createAppServer({ payload, dev, port })

  server.listen(port, () => {
    payload.logger.info(
      `Ready on http://localhost:${port} in ${Math.round(performance.now() - startedAt)} ms (site /, portal /portal, admin /admin)`,
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
      await payload.db.destroy?.()
      clearTimeout(force)
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
