import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { migrations } from '../migrations'
import { announceMail } from './email/start'
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
  // `cron` starts the jobs queue's autoRun (e-mail delivery, reminders) in this process; tests run jobs themselves.
  const payload = await getPayload({ config, cron })
  if (databaseKind() === 'sqlite') {
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA busy_timeout = 5000')
    if (process.env.NODE_ENV !== 'production')
      await payload.db.migrate({
        migrations: migrations as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'],
      })
  }
  // After the migrations, which create the outbox table on a fresh database.
  await announceMail(payload)
  return payload
}
