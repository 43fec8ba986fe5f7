import { beginTransaction } from '@payloadcms/drizzle'
import { commitTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { waitOnSqliteLocks } from './db'

/**
 * Runs `steps` as one database transaction: every write they make through the Local API with this
 * `req` happens, or none does. Payload leaves transactions off on SQLite (each operation on its own
 * connection would make concurrent writers in one process wait on each other), so for SQLite the
 * transaction is opened here, only for these steps. MongoDB has them on a replica set.
 */
export async function inTransaction<T>(req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  if (req.transactionID) return steps()
  const id = await begin(req.payload)
  if (!id) return steps()
  req.transactionID = id
  try {
    const result = await steps()
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function begin(payload: Payload): Promise<number | string | null> {
  const fromAdapter = await payload.db.beginTransaction()
  if (fromAdapter) return fromAdapter
  if (payload.db.name !== 'sqlite') return null
  const id = (await beginTransaction.call(payload.db as never)) as string
  // The transaction took the client's connection; the one everything else now gets needs its timeout.
  await waitOnSqliteLocks(payload)
  return id
}
