import { randomUUID } from 'node:crypto'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { dbInternals } from '../db/internals'
import { isPublic } from './public-data'
import {
  collectionTag,
  globalTag,
  recordCollectionRead,
  recordGlobalRead,
  recordRead,
  tagsEverRead,
} from './render-reads'

/**
 * The site revision: one value in Payload's key-value store (a table on SQLite, a collection on
 * MongoDB, so every instance sees the same value) that changes whenever anything a public page reads
 * changes. Cached pages and lists are served only while the revision they were made under is current.
 */
const KEY = 'site-revision'

/** How long one process trusts the revision it last read, so another instance's publish shows within this. */
export const REVISION_TTL_MS = 1000

const tagKey = (tag: string) => `${KEY}:${tag}`

type Stored = { value: string; tags: Record<string, string> }
type State = Stored & { readAt: number; generation: number; reading?: Promise<string>; readingFor?: number }
const states = new WeakMap<Payload, State>()

function stateOf(payload: Payload): State {
  let state = states.get(payload)
  if (!state) states.set(payload, (state = { value: '', tags: {}, readAt: -Infinity, generation: 0 }))
  return state
}

/**
 * The stored revision and tag revisions (a tag never bumped reads as ''). Tags are read first: see
 * bumpSiteRevision. Each public collection and global has a tag revision of its own; only those some
 * render here has read are read (a cached page's tag missing here counts as changed, so a page that
 * reads a tag first is re-rendered once, never kept stale).
 */
async function readStored(payload: Payload): Promise<Stored> {
  const tagList = [...tagsEverRead()]
  const tagValues = await Promise.all(tagList.map((tag) => payload.kv.get(tagKey(tag))))
  const tags = Object.fromEntries(
    tagList.map((tag, i) => [tag, (tagValues[i] as { value?: string } | null)?.value ?? '']),
  )
  const stored = (await payload.kv.get(KEY)) as { value?: string } | null
  if (stored?.value) return { value: stored.value, tags }
  // First start: store one, so every instance agrees from now on.
  const value = randomUUID()
  await payload.kv.set(KEY, { value })
  return { value, tags }
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
      ({ value, tags }): string | Promise<string> => {
        if (state.readingFor === generation) state.reading = undefined
        // A bump landed during the read (on MongoDB, the bump after a commit): what was read may mix
        // the old tags with the new revision, and a page would pass as current. Read again.
        if (state.generation !== generation) return getSiteRevision(payload)
        Object.assign(state, { value, tags, readAt: performance.now() })
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

/** The tag revisions read with the revision `getSiteRevision` last returned. */
export const revisionTags = (payload: Payload): Readonly<Record<string, string>> => stateOf(payload).tags

type Id = number | string

/**
 * Public values looked up by id (a category's name, an image's URL), kept while the site revision
 * they were read under is current: the same rule as cached pages, so a publish shows at the next
 * request here and within REVISION_TTL_MS on other instances. Ids not held yet are read in one batch
 * by `load`, which must read only what anonymous visitors may see; an id it does not return maps to
 * null, so a missing document is not asked for again.
 */
export function lookupPerRevision<T>(collection: string, load: (payload: Payload, ids: Id[]) => Promise<Map<Id, T>>) {
  const tables = new WeakMap<Payload, { revision: string; values: Map<Id, T | null> }>()
  return async (payload: Payload, ids: Iterable<Id>): Promise<Map<Id, T | null>> => {
    // A render answered from the table read the collection all the same.
    recordRead(collectionTag(collection))
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
export async function bumpSiteRevision(payload: Payload, tag?: string): Promise<void> {
  // Two first bumps race to insert a row (Payload's upsert reads, then writes); the loser updates it.
  const write = (key: string) => {
    const value = { value: randomUUID() }
    return payload.kv.set(key, value).catch(() => payload.kv.set(key, value))
  }
  // The tag before the revision: whoever sees the new revision sees the new tag too.
  if (tag) await write(tagKey(tag))
  await write(KEY)
  const state = stateOf(payload)
  state.generation++
  state.readAt = -Infinity
}

/**
 * Bump now, and once more after the operation's transaction commits (MongoDB replica sets, SQLite's
 * explicit transactions): a page rendered between the first bump and the commit would otherwise be
 * cached with the old content under the new revision.
 */
function bumpAfter(req: PayloadRequest, tag: string) {
  const bumps = bumpSiteRevision(req.payload, tag)
  if (req.transactionID)
    void transactionEnded(req.payload, req.transactionID)
      .then(() => bumpSiteRevision(req.payload, tag))
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

export const bumpRevisionAfterChange: CollectionAfterChangeHook = async ({ req, collection }) => {
  await bumpAfter(req, collectionTag(collection.slug))
}
export const bumpRevisionAfterDelete: CollectionAfterDeleteHook = async ({ req, collection }) => {
  await bumpAfter(req, collectionTag(collection.slug))
}
export const bumpRevisionAfterGlobalChange: GlobalAfterChangeHook = async ({ req, global }) => {
  await bumpAfter(req, globalTag(global.slug))
}

/**
 * Attaches the bump hooks to every collection and global declared public (public-data.ts), including
 * ones other plugins add, and the hooks that note which of them a cached render read: public pages and
 * public contract lists read them, so a change must reach them. test/integration/page-cache.test.ts
 * holds every collection and global anonymous visitors can read to the declaration.
 */
export const siteRevisionPlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    isPublic(collection)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [...(collection.hooks?.beforeOperation ?? []), recordCollectionRead],
            afterChange: [...(collection.hooks?.afterChange ?? []), bumpRevisionAfterChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), bumpRevisionAfterDelete],
          },
        }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    isPublic(global)
      ? {
          ...global,
          hooks: {
            ...global.hooks,
            beforeRead: [...(global.hooks?.beforeRead ?? []), recordGlobalRead],
            afterChange: [...(global.hooks?.afterChange ?? []), bumpRevisionAfterGlobalChange],
          },
        }
      : global,
  ),
})
