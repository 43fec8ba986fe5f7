import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { collectReads, recordRead } from './render-reads'
import {
  bumpRevisionAfterChange,
  bumpSiteRevision,
  getSiteRevision,
  lookupPerRevision,
  revisionTags,
} from './site-revision'

/**
 * A payload whose key-value store counts writes of the site revision (and of tags, apart), and whose
 * adapter holds transaction `tx` open.
 */
function fakePayload() {
  const writes: string[] = []
  const tagWrites: string[] = []
  const sessions: Record<string, unknown> = { tx: {} }
  const payload = {
    kv: {
      set: async (key: string, value: { value: string }) =>
        void (key === 'site-revision' ? writes.push(value.value) : tagWrites.push(key)),
    },
    db: { name: 'sqlite', sessions },
    logger: { error: () => {} },
  } as unknown as Payload
  return { payload, writes, tagWrites, sessions }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const bump = (req: Partial<PayloadRequest>) =>
  (
    bumpRevisionAfterChange as unknown as (args: { req: PayloadRequest; collection: { slug: string } }) => Promise<void>
  )({ req: req as PayloadRequest, collection: { slug: 'posts' } })

describe('the revision bump of a change made in a transaction', () => {
  it('bumps at once, and once more only when the adapter has ended the transaction', async () => {
    const { payload, writes, tagWrites, sessions } = fakePayload()
    // The request copy a hook gets may keep the id after the commit: only the adapter knows.
    await bump({ payload, transactionID: 'tx' })
    expect(writes).toHaveLength(1)
    expect(tagWrites).toEqual(['site-revision:c:posts'])
    await sleep(60)
    expect(writes).toHaveLength(1)
    delete sessions.tx // committed
    await sleep(60)
    expect(writes).toHaveLength(2)
    expect(writes[1]).not.toBe(writes[0])
    expect(tagWrites).toEqual(['site-revision:c:posts', 'site-revision:c:posts'])
  })

  it('bumps once for a change made outside a transaction', async () => {
    const { payload, writes } = fakePayload()
    await bump({ payload })
    await sleep(60)
    expect(writes).toHaveLength(1)
  })
})

describe('bumpSiteRevision', () => {
  it('writes again when a concurrent first bump inserted the row between its read and its write', async () => {
    const { payload, writes } = fakePayload()
    let refused = false
    const set = payload.kv.set.bind(payload.kv)
    Object.assign(payload.kv, {
      set: async (key: string, value: { value: string }) => {
        if (!refused) {
          refused = true
          throw new Error('UNIQUE constraint failed: payload_kv.key')
        }
        return set(key, value)
      },
    })
    await bumpSiteRevision(payload)
    expect(writes).toHaveLength(1)
  })
})

describe('lookupPerRevision', () => {
  /** A payload whose key-value store holds the revision in memory. */
  function payloadWithStore() {
    const store = new Map<string, unknown>()
    return {
      kv: {
        get: async (key: string) => store.get(key) ?? null,
        set: async (key: string, v: unknown) => store.set(key, v),
      },
      db: { sessions: {} },
      logger: { error: () => {} },
    } as unknown as Payload
  }

  it('reads each id once per revision, in one batch, and again after a bump', async () => {
    const payload = payloadWithStore()
    const batches: Array<Array<number | string>> = []
    const names = lookupPerRevision('categories', async (_payload, ids) => {
      batches.push(ids)
      return new Map(ids.map((id) => [id, `name ${id}`]))
    })
    expect([...(await names(payload, [1, 2, 1]))]).toEqual([
      [1, 'name 1'],
      [2, 'name 2'],
    ])
    expect((await names(payload, [2, 3])).get(3)).toBe('name 3')
    expect(batches).toEqual([[1, 2], [3]])
    await bumpSiteRevision(payload)
    expect((await names(payload, [1])).get(1)).toBe('name 1')
    expect(batches).toEqual([[1, 2], [3], [1]])
  })

  it('maps an id the loader does not find to null, and does not ask for it again', async () => {
    const payload = payloadWithStore()
    let loads = 0
    const urls = lookupPerRevision('media', async () => (loads++, new Map<number | string, string>()))
    expect((await urls(payload, [7])).get(7)).toBeNull()
    await urls(payload, [7])
    expect(loads).toBe(1)
  })
})

describe('reading the revision while a bump lands', () => {
  it('never pairs the new revision with the old tags: a read a bump overtook reads again', async () => {
    const store = new Map<string, { value: string }>([
      ['site-revision', { value: 'r1' }],
      ['site-revision:c:posts', { value: 't1' }],
    ])
    let gate: Promise<void> = Promise.resolve()
    const payload = {
      kv: {
        // The tags are read first; the revision after the gate, so a bump can land in between.
        get: async (key: string) => {
          if (key === 'site-revision') await gate
          return store.get(key) ?? null
        },
        set: async (key: string, value: { value: string }) => void store.set(key, value),
      },
    } as unknown as Payload
    // A render here has read posts, so their tag revision is read with the site's.
    await collectReads(async () => recordRead('c:posts'))
    let open = () => {}
    gate = new Promise<void>((resolve) => (open = resolve))
    const read = getSiteRevision(payload)
    await sleep(10)
    // The bump after a commit: a new tag for posts, then a new revision.
    await bumpSiteRevision(payload, 'c:posts')
    open()
    const revision = await read
    expect(revision).toBe(store.get('site-revision')!.value)
    expect(revisionTags(payload)['c:posts']).toBe(store.get('site-revision:c:posts')!.value)
  })
})
