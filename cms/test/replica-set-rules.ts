import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * FerretDB has no transactions, so Payload runs without them on it. Here, Payload on FerretDB gets
 * transactions that behave like a replica set's where MongoDB is strict: inside one, the `count`
 * command (estimatedDocumentCount) is refused, and so is a second operation on the session while one
 * is running. Write conflicts are raised as snapshot isolation raises them: writing a document that
 * another transaction wrote after this one began (or still holds), or inserting a duplicate of a key
 * while another transaction is open, is a WriteConflict labelled TransientTransactionError. The
 * writes themselves still go straight to the server (no rollback, no isolation of reads), which the
 * suites that need those say in their names (SQLite only).
 */
export type ReplicaSetRules = {
  /** Every commit and abort in order, with the moment each ended (performance.now()). */
  ended: Array<{ id: string; outcome: 'commit' | 'abort'; at: number }>
  /** Delay of each commit, so work that must wait for the commit can be seen not to. */
  commitDelayMs: number
  /** Errors to throw from the next commits (then they succeed), as a replica set may. */
  failNextCommits: Error[]
  /** Errors to throw from the next operations in a transaction, before they reach the server. */
  failNextOperations: Error[]
}

type Session = {
  replicaSetRulesId: string
  inTransaction(): boolean
  commitTransaction(): Promise<void>
  abortTransaction(): Promise<void>
  endSession(): Promise<void>
}
/** Operations running on a session, by its id: mongoose clones the session object it is given. */
const running = new Map<string, number>()
/** The rules each transaction follows, by its id. */
const ruleSets = new Map<string, ReplicaSetRules>()
/** When each transaction began, and when it ended (undefined while open). */
const transactions = new Map<string, { startedAt: number; endedAt?: number }>()
/** The last transactional write of each document (`collection:_id`). */
const lastWrites = new Map<string, { by: string; at: number }>()
const WRITES = new Set(['updateOne', 'updateMany', 'findOneAndUpdate', 'findOneAndDelete', 'deleteOne', 'replaceOne'])

const writeConflict = () =>
  mongoError(
    'WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.',
    112,
    'WriteConflict',
    ['TransientTransactionError'],
  )

/** Snapshot isolation's rule for a write of `key` by transaction `id`. */
function recordWrite(id: string, key: string) {
  const mine = transactions.get(id)!
  const last = lastWrites.get(key)
  if (last && last.by !== id) {
    const other = transactions.get(last.by)
    if (other?.endedAt === undefined || last.at > mine.startedAt) throw writeConflict()
  }
  lastWrites.set(key, { by: id, at: performance.now() })
}

/** Another transaction is open, or committed since `id` began: a duplicate key may be its uncommitted write. */
const othersSince = (id: string) =>
  [...transactions].some(
    ([other, t]) => other !== id && (t.endedAt === undefined || t.endedAt > transactions.get(id)!.startedAt),
  )

/** A MongoServerError's shape: a code, its name and labels. */
export function mongoError(message: string, code: number, codeName: string, labels: string[] = []): Error {
  return Object.assign(new Error(message), {
    name: 'MongoServerError',
    code,
    codeName,
    errorLabels: labels,
    hasErrorLabel: (label: string) => labels.includes(label),
  })
}

const asSession = (value: unknown) =>
  typeof (value as Session | undefined)?.replicaSetRulesId === 'string' ? (value as Session) : undefined

function check(session: Session, op: string) {
  if (op === 'estimatedDocumentCount' || op === 'count')
    throw mongoError("Cannot run 'count' in a multi-document transaction.", 263, 'OperationNotSupportedInTransaction')
  if (running.get(session.replicaSetRulesId))
    throw mongoError(
      'Given transaction number 2 does not match any in-progress transactions. The active transaction number is 1',
      251,
      'NoSuchTransaction',
      ['TransientTransactionError'],
    )
}

/** Runs one operation under the rules; the session is taken off before the driver sees it. */
async function underRules<T>(session: Session, op: string, run: () => Promise<T>, written?: string): Promise<T> {
  check(session, op)
  const failure = ruleSets.get(session.replicaSetRulesId)?.failNextOperations.shift()
  if (failure) throw failure
  const id = session.replicaSetRulesId
  if (written) recordWrite(id, written)
  running.set(id, (running.get(id) ?? 0) + 1)
  try {
    return await run()
  } catch (error) {
    if ((error as { code?: number }).code === 11000 && othersSince(id)) throw writeConflict()
    throw error
  } finally {
    running.set(id, running.get(id)! - 1)
  }
}

type Query = {
  op: string
  model: { collection: { collectionName: string } }
  getFilter(): { _id?: unknown }
  getOptions(): { session?: unknown }
  session(value: null): void
  exec(this: Query, ...args: unknown[]): Promise<unknown>
}
type Aggregate = { options: { session?: unknown }; session(value: null): void; exec(): Promise<unknown> }
type Model = {
  find(filter: object): Query
  aggregate(stages: object[]): Aggregate
  collection: object
}

const patched = new WeakSet<object>()

/** The object up `start`'s prototype chain that defines `name` itself (mongoose subclasses per model). */
function owner<T extends object>(start: object, name: string): T {
  let target: object | null = start
  while (target && !Object.hasOwn(target, name)) target = Object.getPrototypeOf(target)
  if (!target) throw new Error(`No ${name} to patch`)
  return target as T
}

/** Patches mongoose (once per process) where every Payload operation passes its session. */
function patchMongoose(model: Model) {
  const query = owner<Query>(model.find({}), 'exec')
  if (patched.has(query)) return
  patched.add(query)

  const exec = query.exec
  query.exec = function (this: Query, ...args: unknown[]) {
    const session = asSession(this.getOptions().session)
    if (!session) return exec.apply(this, args)
    this.session(null)
    const filter = this.getFilter()._id as { $eq?: unknown } | undefined
    const target = filter && typeof filter === 'object' && '$eq' in filter ? filter.$eq : filter
    const single = target !== undefined && (typeof target !== 'object' || target?.constructor?.name === 'ObjectId')
    const written =
      WRITES.has(this.op) && single ? `${this.model.collection.collectionName}:${String(target)}` : undefined
    return underRules(session, this.op, () => exec.apply(this, args), written)
  }

  const aggregate = owner<Aggregate>(model.aggregate([]), 'exec')
  const aggregateExec = aggregate.exec
  aggregate.exec = function (this: Aggregate) {
    const session = asSession(this.options.session)
    if (!session) return aggregateExec.call(this)
    this.session(null)
    return underRules(session, 'aggregate', () => aggregateExec.call(this))
  }

  // Model statics that take the session in their last argument, and the driver collection's methods.
  const withoutSession = (start: object, names: string[]) => {
    for (const name of names) {
      const target = owner<Record<string, unknown>>(start, name)
      const original = target[name] as (...args: unknown[]) => Promise<unknown>
      target[name] = function (this: unknown, ...args: unknown[]) {
        const options = args.at(-1) as { session?: unknown } | undefined
        const session = asSession(options?.session)
        if (!session) return original.apply(this, args)
        const rest = { ...options, session: undefined }
        delete rest.session
        return underRules(session, name, () => original.apply(this, [...args.slice(0, -1), rest]))
      }
    }
  }
  withoutSession(model, ['create', 'insertMany', 'bulkWrite'])
  withoutSession(model.collection, [
    'updateOne',
    'updateMany',
    'bulkWrite',
    'insertOne',
    'insertMany',
    'deleteOne',
    'deleteMany',
    'findOneAndUpdate',
  ])
}

/** Gives Payload on FerretDB transactions that follow a replica set's rules (see above). */
export function enforceReplicaSetRules(payload: Payload): ReplicaSetRules {
  const db = payload.db as unknown as {
    collections: Record<string, Model>
    sessions: Record<string, unknown>
    beginTransaction: () => Promise<string | null>
  }
  patchMongoose(Object.values(db.collections)[0])
  const rules: ReplicaSetRules = { ended: [], commitDelayMs: 0, failNextCommits: [], failNextOperations: [] }
  db.beginTransaction = async () => {
    const id = randomUUID()
    let open = true
    transactions.set(id, { startedAt: performance.now() })
    ruleSets.set(id, rules)
    const end = (outcome: 'commit' | 'abort') => {
      open = false
      const at = performance.now()
      transactions.get(id)!.endedAt = at
      // An aborted transaction's writes never happened.
      if (outcome === 'abort') for (const [key, last] of lastWrites) if (last.by === id) lastWrites.delete(key)
      rules.ended.push({ id, outcome, at })
    }
    const session: Session = {
      replicaSetRulesId: id,
      inTransaction: () => open,
      async commitTransaction() {
        await new Promise((resolve) => setTimeout(resolve, rules.commitDelayMs))
        const failure = rules.failNextCommits.shift()
        if (failure) {
          // Only an unknown outcome leaves the transaction open, for the commit to be tried again.
          if (
            !(failure as { hasErrorLabel?: (label: string) => boolean }).hasErrorLabel?.(
              'UnknownTransactionCommitResult',
            )
          )
            end('abort')
          throw failure
        }
        end('commit')
      },
      async abortTransaction() {
        end('abort')
      },
      async endSession() {
        open = false
        running.delete(id)
        transactions.get(id)!.endedAt ??= performance.now()
      },
    }
    db.sessions[id] = session
    return id
  }
  return rules
}
