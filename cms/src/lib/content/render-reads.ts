import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionBeforeOperationHook, GlobalBeforeReadHook } from 'payload'

/**
 * The collections and globals one render of the page cache read: its dependency tags. A publish that
 * changes one post then re-renders only the pages that read posts, not the whole site.
 */
const reads = new AsyncLocalStorage<Set<string>>()

export const collectionTag = (slug: string) => `c:${slug}`
export const globalTag = (slug: string) => `g:${slug}`

/** Notes that the render running now (if any) read `tag`. */
export function recordRead(tag: string) {
  reads.getStore()?.add(tag)
}

/** Every tag a render in this process has read: the ones a cached page can depend on. */
const everRead = new Set<string>()
export const tagsEverRead = (): ReadonlySet<string> => everRead

/** Runs `work` and returns what it read, anything it started asynchronously included. */
export async function collectReads<T>(work: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await reads.run(tags, work)
  for (const tag of tags) everRead.add(tag)
  return { result, tags }
}

/** Every read of a public collection (find, by id, count, versions; relationships populated too). */
export const recordCollectionRead: CollectionBeforeOperationHook = ({ collection }) => {
  recordRead(collectionTag(collection.slug))
}
export const recordGlobalRead: GlobalBeforeReadHook = ({ doc, global }) => {
  recordRead(globalTag(global.slug))
  return doc
}
