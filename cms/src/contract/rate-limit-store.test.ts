import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { HttpError } from './http'
import { consume, recordHit, resetRateLimits, setRateLimit } from './rate-limit'
import { dbInternals } from '../lib/db/internals'

const rateLimitStore = (payload: Payload) => dbInternals(payload).rateLimitStore()

// Two connections to one real SQLite file stand for two instances of the site.
let dir: string
let clients: Client[]
let instances: Payload[]

const sqlitePayload = (client: Client) => ({ db: { name: 'sqlite', drizzle: drizzle(client) } }) as unknown as Payload
const rows = async () => (await clients[0].execute('SELECT key, points FROM rate_limits ORDER BY key')).rows

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-rate-'))
  const url = `file:${path.join(dir, 'rate.db')}`
  clients = [createClient({ url }), createClient({ url })]
  instances = clients.map(sqlitePayload)
})
afterEach(async () => {
  await setRateLimit('contact', undefined, instances[0])
})
afterAll(() => {
  for (const client of clients) client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('rateLimitStore on SQLite', () => {
  it("opens one store per Payload instance, a table in Payload's own database", async () => {
    const store = await rateLimitStore(instances[0])
    expect(rateLimitStore(instances[0])).toBe(rateLimitStore(instances[0]))
    expect(store.kind).toBe('sqlite')
    expect(await rows()).toEqual([])
  })

  it('keeps the counts in the database, so every instance shares them, and clear forgets them', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 }, instances[0])
    const from = (payload: Payload) => ({ headers: new Headers({ 'x-client-ip': '10.0.0.1' }), payload })
    await consume('contact', from(instances[0]) as unknown as PayloadRequest)
    expect(await rows()).toEqual([expect.objectContaining({ key: 'contact:10.0.0.1', points: 1 })])
    const error = await consume('contact', from(instances[1]) as unknown as PayloadRequest).catch((e: unknown) => e)
    expect((error as HttpError).status).toBe(429)
    await resetRateLimits(instances[1])
    expect(await rows()).toEqual([])
    await expect(consume('contact', from(instances[0]) as unknown as PayloadRequest)).resolves.toBeUndefined()
  })
})

describe('rate limits with a database', () => {
  const from = (payload?: Payload) =>
    ({ headers: new Headers({ 'x-client-ip': '10.0.0.2' }), payload }) as unknown as PayloadRequest

  it('keep the counts of requests without a database apart from those with one', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 }, instances[0])
    await consume('contact', from(instances[0]))
    await expect(consume('contact', from())).resolves.toBeUndefined()
  })

  it("pass a failing store's error through instead of answering 429 or swallowing it", async () => {
    const broken = { db: { name: 'sqlite', drizzle: { run: async () => undefined } } } as unknown as Payload
    const consumed = await consume('login', from(broken)).catch((e: unknown) => e)
    expect(consumed).toBeInstanceOf(Error)
    expect(consumed).not.toBeInstanceOf(HttpError)
    await expect(recordHit('login', from(broken))).rejects.not.toBeInstanceOf(HttpError)
  })
})

describe('rateLimitStore on MongoDB', () => {
  it("uses Payload's Mongoose connection with a unique key index, and clear empties the rate_limits collection", async () => {
    const deleteMany = vi.fn(async () => ({}))
    const createIndex = vi.fn(async () => 'index')
    const collection = vi.fn(() => ({ deleteMany, createIndex }))
    const connection = { collection }
    const store = await rateLimitStore({ db: { name: 'mongoose', connection } } as unknown as Payload)
    expect(store).toMatchObject({ kind: 'mongodb', client: connection })
    expect(createIndex).toHaveBeenCalledWith({ key: 1 }, { unique: true })
    await store.clear()
    expect(collection).toHaveBeenCalledWith('rate_limits')
    expect(deleteMany).toHaveBeenCalledWith({})
  })

  it('goes on without the TTL index where the server has none (FerretDB), and fails on other errors', async () => {
    const refused = (code: number) => async (_keys: object, options?: { expireAfterSeconds?: number }) => {
      if (options?.expireAfterSeconds !== undefined) throw Object.assign(new Error('not implemented'), { code })
    }
    const payloadWith = (createIndex: ReturnType<typeof refused>) =>
      ({
        db: { name: 'mongoose', connection: { collection: () => ({ createIndex, deleteMany: vi.fn() }) } },
        logger: { info: vi.fn() },
      }) as unknown as Payload
    await expect(rateLimitStore(payloadWith(refused(238)))).resolves.toMatchObject({ kind: 'mongodb' })
    await expect(rateLimitStore(payloadWith(refused(13)))).rejects.toThrow('not implemented')
  })
})
