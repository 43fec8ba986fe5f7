import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { migrations } from '../migrations'
import { databaseKind } from './env'

/**
 * One Payload instance for the process. On SQLite the committed migrations run here in every mode
 * (Payload itself only runs them in production) and the file is switched to WAL, so readers never
 * wait for the writer.
 */
export async function bootPayload(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  { cron = false }: { cron?: boolean } = {},
): Promise<Payload> {
  const payload = await getPayload({ config })
  if (databaseKind() === 'sqlite') {
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA busy_timeout = 5000')
    if (process.env.NODE_ENV !== 'production')
      await payload.db.migrate({
        migrations: migrations as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'],
      })
  }
  // The jobs autorun (scheduled publishing) starts once the tables exist, and only in the server
  // process, not in the seed or tests: getPayload with `cron` adds it to the cached instance.
  if (cron) await getPayload({ config, cron: true })
  return payload
}
