import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { announceMail } from './email/start'
import { dbInternals } from '../db/internals'
import { migrationsFor } from '../db/migrations'
import { withLease } from '../db/setup-lock'

export type BootOptions = {
  /** Run the jobs queue in this process (the server; not the seed command or tests). */
  cron?: boolean
  /** One-time data set-up (the first seed), run after the migrations under the same lease. */
  setUp?: (payload: Payload) => Promise<void>
}

/**
 * One Payload instance for the process. The one-time set-up runs under a lease in the database, so
 * instances booting together on an empty database migrate and seed once: the committed migrations
 * (lib/db/migrations.ts) run here in every mode (on SQLite not in Payload's connect, where two
 * processes collide with SQLITE_BUSY); on SQLite the file is switched to WAL, so readers never wait for the writer. Writes in one
 * process take turns (sqlite-writes.ts).
 */
export async function bootPayload(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  { cron = false, setUp }: BootOptions = {},
): Promise<Payload> {
  const payload = await getPayload({ config })
  const db = dbInternals(payload)
  await db.prepare()
  await withLease(db.leaseStore(), 'setup', async () => {
    await payload.db.migrate({ migrations: migrationsFor(payload) })
    await setUp?.(payload)
    // After the migrations, which create the outbox table, and under the lease: two instances
    // booting together would otherwise both queue a delivery job for the same waiting message.
    await announceMail(payload)
  })
  // The jobs autorun starts once the tables exist, and only in the server process, not in the seed
  // or tests: getPayload with `cron` adds it to the cached instance.
  if (cron) await getPayload({ config, cron: true })
  return payload
}
