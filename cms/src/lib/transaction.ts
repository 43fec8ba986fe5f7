import { randomUUID } from 'node:crypto'

import { commitTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `steps` as one database transaction: every write they make through the Local API with this
 * `req` happens, or none does, and a failed commit throws. MongoDB has transactions on a replica
 * set; Payload leaves them off on SQLite, so for SQLite the transaction is opened here, only for
 * these steps.
 */
export async function inTransaction<T>(req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  if (req.transactionID) return steps()
  if (req.payload.db.name === 'sqlite') return inSqliteTransaction(req, steps)
  const id = await req.payload.db.beginTransaction()
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

type Transaction = { handle: unknown; commit: () => Promise<void>; rollback: () => Promise<void> }
type DrizzleAdapter = {
  drizzle: { transaction(run: (handle: unknown) => Promise<void>): Promise<void> }
  sessions: Record<string, { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }>
}

/**
 * Registers a Drizzle transaction as a Payload session, as Payload's own beginTransaction does, but
 * keeps the outcome: Payload's version swallows a failed COMMIT, so lost writes would answer 200.
 */
async function inSqliteTransaction<T>(req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  const db = req.payload.db as unknown as DrizzleAdapter
  const id = randomUUID()
  const tx = await openTransaction(db)
  db.sessions[id] = { db: tx.handle, resolve: tx.commit, reject: tx.rollback }
  req.transactionID = id
  try {
    const result = await steps()
    // Payload's operations roll the session back on their own errors, even when the steps go on.
    if (!db.sessions[id]) throw new Error('The transaction was rolled back')
    delete db.sessions[id]
    await tx.commit()
    return result
  } catch (error) {
    delete db.sessions[id]
    await tx.rollback()
    throw error
  } finally {
    delete req.transactionID
  }
}

/** Opens a Drizzle transaction held open until `commit` (which rejects if COMMIT fails) or `rollback`. */
function openTransaction(db: DrizzleAdapter): Promise<Transaction> {
  return new Promise((opened, failedToOpen) => {
    const done: Promise<void> = db.drizzle.transaction(
      (handle) =>
        new Promise<void>((commit, rollback) =>
          opened({
            handle,
            commit: () => {
              commit()
              return done
            },
            rollback: () => {
              rollback(new Error('Rolled back'))
              return done.catch(() => {})
            },
          }),
        ),
    )
    done.catch(failedToOpen)
  })
}
