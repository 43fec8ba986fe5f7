import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { migrationsFor } from '../lib/db/migrations'
import { databaseKind } from '../config/derived-settings'
import { livenessEndpoint, pendingMigrations, readinessEndpoints } from './health'

/** A Payload whose database has recorded `applied` migrations, or does not answer at all. */
function fakePayload(applied: (names: string[]) => string[], { down = false } = {}) {
  const finds: unknown[] = []
  const warnings: unknown[] = []
  const payload = {
    db: { name: 'sqlite' },
    count: async () => {
      if (down) throw new Error('SQLITE_BUSY')
      return { totalDocs: 1 }
    },
    find: async (args: { where: { name: { in: string[] } } }) => {
      finds.push(args)
      return { docs: applied(args.where.name.in).map((name) => ({ name })) }
    },
    logger: { warn: (entry: unknown) => warnings.push(entry) },
  } as unknown as Payload
  return { payload, finds, warnings }
}

const names = (payload: Payload) => migrationsFor(payload).map((m) => m.name)
const ready = (payload: Payload) =>
  readinessEndpoints.map(({ handler }) => handler({ payload } as PayloadRequest) as Promise<Response>)

describe('pendingMigrations', () => {
  it('asks for the committed migrations by name, all at once, and lists none when all have run', async () => {
    const { payload, finds } = fakePayload((asked) => asked)
    expect(await pendingMigrations(payload)).toEqual([])
    expect(finds).toEqual([
      {
        collection: 'payload-migrations',
        where: { name: { in: names(payload) } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req: undefined,
      },
    ])
  })

  it('lists the ones not recorded, in their order', async () => {
    const { payload } = fakePayload((asked) => asked.slice(0, -2))
    expect(await pendingMigrations(payload)).toEqual(names(payload).slice(-2))
  })
})

describe('health endpoints', () => {
  it('liveness answers ok', async () => {
    const res = (await livenessEndpoint.handler({} as PayloadRequest)) as Response
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('readiness is ok, with the database kind, when the database answers and is migrated', async () => {
    for (const res of await Promise.all(ready(fakePayload((asked) => asked).payload))) {
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok', database: databaseKind() })
    }
  })

  it('readiness is 503 naming every migration not run', async () => {
    const { payload } = fakePayload((asked) => asked.slice(2))
    const [first, second] = names(payload)
    for (const res of await Promise.all(ready(payload))) {
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'unavailable', detail: `Migrations not run: ${first}, ${second}` })
    }
  })

  it('readiness is 503 and logs a warning when the database does not answer', async () => {
    const { payload, warnings, finds } = fakePayload((asked) => asked, { down: true })
    const [res] = await Promise.all(ready(payload))
    expect(res!.status).toBe(503)
    expect(await res!.json()).toEqual({ status: 'unavailable', detail: 'The database did not answer.' })
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'Readiness check: the database did not answer', err: expect.any(Error) }),
      expect.anything(),
    ])
    expect(finds).toEqual([])
  })
})
