import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: false })
})
afterAll(() => t?.close())

describe('health', () => {
  it('liveness answers while the process is up', async () => {
    const res = await t.request('/api/health/live')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('readiness (/api/health and /api/health/ready) checks the database and its migrations', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const res = await t.request(path)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        status: 'ok',
        database: t.payload.db.name === 'mongoose' ? 'mongodb' : 'sqlite',
      })
    }
  })

  it('readiness is 503 with the reason while a committed migration has not run, liveness stays 200', async () => {
    const { docs } = await t.payload.find({ collection: 'payload-migrations', overrideAccess: true, limit: 1 })
    const [row] = docs
    await t.payload.delete({ collection: 'payload-migrations', id: row.id, overrideAccess: true })
    try {
      const res = await t.request('/api/health/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'unavailable', detail: `Migrations not run: ${row.name}` })
      expect((await t.request('/api/health/live')).status).toBe(200)
    } finally {
      await t.payload.create({
        collection: 'payload-migrations',
        data: { name: row.name, batch: row.batch },
        overrideAccess: true,
      })
    }
    expect((await t.request('/api/health/ready')).status).toBe(200)
  })
})
