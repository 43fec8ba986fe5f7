import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { BasePayload, buildConfig, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { claimJobsExactlyOnce } from '../../src/jobs/claim'
import { dbInternals } from '../../src/lib/db/internals'

// Two Payload instances, each with its own connection to one database (a SQLite file, or a database
// on the MongoDB test server), stand for two servers polling one queue. The task only counts its runs: the claim, not the task, is under test here.
// The generated types describe the product's config, not this one: a narrow view of what is used.
type Queue = {
  jobs: {
    queue(args: { task: string; input: { key: string } }): Promise<{ id: number }>
    run(args: { limit: number }): Promise<{ noJobsRemaining?: boolean }>
  }
  count(args: { collection: string; where?: object }): Promise<{ totalDocs: number }>
  delete(args: { collection: string; id: number }): Promise<unknown>
}
const queue = (payload: Payload) => payload as unknown as Queue

const mongodbUrl = process.env.DATABASE_URL!.startsWith('mongodb') ? process.env.DATABASE_URL : undefined
let dir: string
let file: string
const runs = new Map<string, number>()
const instances: Payload[] = []

const boot = async () => {
  const config = await buildConfig({
    secret: 'jobs-claim-test',
    telemetry: false,
    // Its child process would write the product's types from this database's ids.
    typescript: { autoGenerate: false },
    db: mongodbUrl
      ? mongooseAdapter({ url: mongodbUrl, ensureIndexes: true })
      : sqliteAdapter({ client: { url: `file:${file}` } }),
    collections: [],
    jobs: {
      tasks: [
        {
          slug: 'count',
          inputSchema: [{ name: 'key', type: 'text', required: true }],
          handler: async ({ input }) => {
            runs.set(input.key, (runs.get(input.key) ?? 0) + 1)
            await new Promise((resolve) => setTimeout(resolve, 5))
            return { output: {} }
          },
        },
      ],
    },
    onInit: (payload) => claimJobsExactlyOnce(payload),
  })
  const payload = await new BasePayload().init({ config })
  if (!mongodbUrl)
    await (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(
      'PRAGMA busy_timeout = 5000',
    )
  instances.push(payload)
  return payload
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-jobs-'))
  file = path.join(dir, 'jobs.db')
  await boot() // creates the schema first, so the second instance only connects
  await boot()
})
afterAll(async () => {
  if (mongodbUrl)
    await (instances[0].db as unknown as { connection: { dropDatabase(): Promise<void> } }).connection.dropDatabase()
  for (const payload of instances) await payload.db.destroy?.()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the job claim', () => {
  it('lets exactly one of two instances claim a job', async () => {
    const [a] = instances.map(queue)
    const job = await a.jobs.queue({ task: 'count', input: { key: 'claim-once' } })
    const claims = instances.map((payload) => dbInternals(payload).claimJob())
    try {
      const results = await Promise.all(claims.map((claim) => claim(job.id)))
      expect(results.sort()).toEqual([false, true])
      expect(await claims[0](job.id)).toBe(false)
    } finally {
      await a.delete({ collection: 'payload-jobs', id: job.id })
    }
  })
})

describe('two instances running the queue', () => {
  it('run every job exactly once', { timeout: 120_000 }, async () => {
    const [a, b] = instances.map(queue)
    const keys = Array.from({ length: 20 }, (_, i) => `job-${i}`)
    for (const key of keys) await a.jobs.queue({ task: 'count', input: { key } })

    // Both instances poll at the same moments, as two autoRun crons would.
    for (let round = 0; round < 20; round++) {
      const results = await Promise.all([a.jobs.run({ limit: 7 }), b.jobs.run({ limit: 7 }), a.jobs.run({ limit: 7 })])
      if (results.every((result) => result.noJobsRemaining)) break
    }

    expect(Object.fromEntries(keys.map((key) => [key, runs.get(key)]))).toEqual(
      Object.fromEntries(keys.map((key) => [key, 1])),
    )
    const { totalDocs: left } = await a.count({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
    })
    expect(left).toBe(0)
  })
})
