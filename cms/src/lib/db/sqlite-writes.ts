import { E_TIMEOUT, Mutex, withTimeout } from 'async-mutex'

/** The parts of libsql's client that reach the database file. */
export type LibsqlClient = {
  execute(stmt: Statement, args?: unknown): Promise<unknown>
  batch(stmts: Statement[], mode?: unknown): Promise<unknown>
  migrate(stmts: Statement[]): Promise<unknown>
  executeMultiple(sql: string): Promise<unknown>
  transaction(mode?: unknown): Promise<LibsqlTransaction>
}
type Statement = string | { sql: string }
type LibsqlTransaction = {
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): void
  readonly closed: boolean
}

/** How long a lock is waited for: inside the process here, between processes by SQLite's busy timeout. */
export const LOCK_WAIT_MS = 5000

/** A plain SELECT or a pragma query runs at once on its own snapshot (WAL), even while a transaction writes. */
export const onlyReads = (stmt: Statement) =>
  /^\s*(select\b|pragma\s+[\w.]+\s*;?\s*$)/i.test(typeof stmt === 'string' ? stmt : stmt.sql)

const guarded = new WeakSet<object>()

/**
 * One writer at a time inside this process. libsql's calls are synchronous, so a write that meets a
 * transaction still open on another connection of the same process sleeps in SQLite's busy handler
 * with the event loop stopped: the transaction can never finish, every request stalls for the busy
 * timeout and the write fails. libsql then leaves the failed statement open, and the connection
 * keeps reading an old snapshot. Here, writes and transactions take turns on an async lock instead,
 * and the connection libsql opens to replace the one a transaction takes gets the busy timeout.
 */
export function serializeWrites(client: LibsqlClient): void {
  if (guarded.has(client)) return
  guarded.add(client)
  const lock = withTimeout(new Mutex(), LOCK_WAIT_MS)
  const original = {
    execute: client.execute.bind(client),
    batch: client.batch.bind(client),
    migrate: client.migrate.bind(client),
    executeMultiple: client.executeMultiple.bind(client),
    transaction: client.transaction.bind(client),
  }
  const inTurn = <T>(write: () => Promise<T>) => lock.runExclusive(write).catch(asBusy)

  client.execute = (stmt, args) =>
    onlyReads(stmt) ? original.execute(stmt, args) : inTurn(() => original.execute(stmt, args))
  client.batch = (stmts, mode) => inTurn(() => original.batch(stmts, mode))
  client.migrate = (stmts) => inTurn(() => original.migrate(stmts))
  client.executeMultiple = (sql) => inTurn(() => original.executeMultiple(sql))
  client.transaction = async (mode) => {
    const release = await lock.acquire().catch(asBusy)
    try {
      const tx = await original.transaction(mode)
      await original.execute(`PRAGMA busy_timeout = ${LOCK_WAIT_MS}`)
      return releasingWhenClosed(tx, release)
    } catch (error) {
      release()
      throw error
    }
  }
}

/** The lock is released once the transaction has ended, whichever call ended it. */
function releasingWhenClosed(tx: LibsqlTransaction, release: () => void): LibsqlTransaction {
  let released = false
  const settle = () => {
    if (!released && tx.closed) {
      released = true
      release()
    }
  }
  const commit = tx.commit.bind(tx)
  const rollback = tx.rollback.bind(tx)
  const close = tx.close.bind(tx)
  return Object.assign(tx, {
    commit: () => commit().finally(settle),
    rollback: () => rollback().finally(settle),
    close: () => {
      close()
      settle()
    },
  })
}

/** SQLite's "database is locked", here or from another process, anywhere in the error's causes. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (String((cause as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return true
  return false
}

const busy = () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })

const asBusy = (error: unknown): never => {
  throw error === E_TIMEOUT ? busy() : error
}
