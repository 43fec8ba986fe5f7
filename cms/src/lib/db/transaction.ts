import type { PayloadRequest } from 'payload'

import { dbInternals } from './internals'

/**
 * Runs `steps` as one database transaction: every write they make through the Local API with this
 * `req` happens, or none does, and a failed commit throws. MongoDB has transactions on a replica
 * set; Payload leaves them off on SQLite, so for SQLite the transaction is opened here, only for
 * these steps (lib/db/*-internals.ts).
 */
export async function inTransaction<T>(req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  if (req.transactionID) return steps()
  return dbInternals(req.payload).inTransaction(req, steps)
}
