import { randomUUID } from 'node:crypto'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { dbInternals } from './db/internals'

/**
 * The site revision: one value in Payload's key-value store (a table on SQLite, a collection on
 * MongoDB, so every instance sees the same value) that changes whenever anything a public page reads
 * changes. Cached pages and lists are served only while the revision they were made under is current.
 */
const KEY = 'site-revision'

/** How long one process trusts the revision it last read, so another instance's publish shows within this. */
export const REVISION_TTL_MS = 1000

/** Collections and globals that public pages and public contract lists read. */
export const PUBLIC_COLLECTIONS = [
  'pages',
  'posts',
  'categories',
  'faq-items',
  'landing-pages',
  'products',
  'awards',
  'stats',
  'media',
  'redirects',
] as const
export const PUBLIC_GLOBALS = ['site-settings', 'navigation', 'footer', 'redirects'] as const

type State = { value: string; readAt: number; generation: number; reading?: Promise<string>; readingFor?: number }
const states = new WeakMap<Payload, State>()

function stateOf(payload: Payload): State {
  let state = states.get(payload)
  if (!state) states.set(payload, (state = { value: '', readAt: -Infinity, generation: 0 }))
  return state
}

async function readStored(payload: Payload): Promise<string> {
  const stored = (await payload.kv.get(KEY)) as { value?: string } | null
  if (stored?.value) return stored.value
  // First start: store one, so every instance agrees from now on.
  const value = randomUUID()
  await payload.kv.set(KEY, { value })
  return value
}

/** The current revision, read from the database at most once per REVISION_TTL_MS (single-flight). */
export async function getSiteRevision(payload: Payload): Promise<string> {
  const state = stateOf(payload)
  if (performance.now() - state.readAt < REVISION_TTL_MS) return state.value
  // A read that began before a bump may have seen the old value: start another.
  if (!state.reading || state.readingFor !== state.generation) {
    const generation = state.generation
    state.readingFor = generation
    state.reading = readStored(payload).then(
      (value) => {
        if (state.generation === generation) Object.assign(state, { value, readAt: performance.now() })
        if (state.readingFor === generation) state.reading = undefined
        return value
      },
      (error) => {
        if (state.readingFor === generation) state.reading = undefined
        throw error
      },
    )
  }
  return state.reading
}

type Id = number | string

/**
 * Public values looked up by id (a category's name, an image's URL), kept while the site revision
 * they were read under is current: the same rule as cached pages, so a publish shows at the next
 * request here and within REVISION_TTL_MS on other instances. Ids not held yet are read in one batch
 * by `load`, which must read only what anonymous visitors may see; an id it does not return maps to
 * null, so a missing document is not asked for again.
 */
export function lookupPerRevision<T>(load: (payload: Payload, ids: Id[]) => Promise<Map<Id, T>>) {
  const tables = new WeakMap<Payload, { revision: string; values: Map<Id, T | null> }>()
  return async (payload: Payload, ids: Iterable<Id>): Promise<Map<Id, T | null>> => {
    const revision = await getSiteRevision(payload)
    let table = tables.get(payload)
    if (table?.revision !== revision) tables.set(payload, (table = { revision, values: new Map() }))
    const missing = [...new Set(ids)].filter((id) => !table.values.has(id))
    if (missing.length) {
      const found = await load(payload, missing)
      for (const id of missing) table.values.set(id, found.get(id) ?? null)
    }
    return table.values
  }
}

/**
 * Store a new revision: every cached page made before it stops being served, here at once, elsewhere
 * within REVISION_TTL_MS. The next read here goes to the database, which holds the last write when
 * bumps race.
 */
export async function bumpSiteRevision(payload: Payload): Promise<void> {
  const value = { value: randomUUID() }
  // Two first bumps race to insert the row (Payload's upsert reads, then writes); the loser updates it.
  await payload.kv.set(KEY, value).catch(() => payload.kv.set(KEY, value))
  const state = stateOf(payload)
  state.generation++
  state.readAt = -Infinity
}

/**
 * Bump now, and once more after the operation's transaction commits (MongoDB replica sets, SQLite's
 * explicit transactions): a page rendered between the first bump and the commit would otherwise be
 * cached with the old content under the new revision.
 */
function bumpAfter(req: PayloadRequest) {
  const bumps = bumpSiteRevision(req.payload)
  if (req.transactionID)
    void transactionEnded(req.payload, req.transactionID)
      .then(() => bumpSiteRevision(req.payload))
      .catch(logError(req))
  return bumps
}

/**
 * Resolves once the database adapter no longer holds the transaction (committed or rolled back), or
 * after 30 s. Watching the adapter, not `req`: a hook may get a copy of the request that keeps the
 * id after the commit.
 */
async function transactionEnded(payload: Payload, transaction: NonNullable<PayloadRequest['transactionID']>) {
  await dbInternals(payload).transactionEnded(await transaction)
}

const logError = (req: PayloadRequest) => (error: unknown) =>
  req.payload.logger.error({ err: error, msg: 'Could not bump the site revision' })

export const bumpRevisionAfterChange: CollectionAfterChangeHook = async ({ req }) => {
  await bumpAfter(req)
}
export const bumpRevisionAfterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await bumpAfter(req)
}
export const bumpRevisionAfterGlobalChange: GlobalAfterChangeHook = async ({ req }) => {
  await bumpAfter(req)
}

/** Attaches the bump hooks to every public collection and global, including ones other plugins add. */
export const siteRevisionPlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    (PUBLIC_COLLECTIONS as readonly string[]).includes(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [...(collection.hooks?.afterChange ?? []), bumpRevisionAfterChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), bumpRevisionAfterDelete],
          },
        }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    (PUBLIC_GLOBALS as readonly string[]).includes(global.slug)
      ? {
          ...global,
          hooks: {
            ...global.hooks,
            afterChange: [...(global.hooks?.afterChange ?? []), bumpRevisionAfterGlobalChange],
          },
        }
      : global,
  ),
})
