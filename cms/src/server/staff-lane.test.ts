import { createHmac } from 'node:crypto'
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { createRouteTable } from './route-table'
import { frontDoor } from './front-door'
import { createLimiter } from './overload'
import { createStaffLane, isSignedSession, sessionToken } from './staff-lane'

const SECRET = 'the-derived-payload-secret'
const NOW = 1_900_000_000
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A token shaped as Payload signs it: HS256 over `header.claims`. */
function sign(claims: object, { secret = SECRET, alg = 'HS256' } = {}) {
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}
const EDITOR = { id: 1, collection: 'users', role: 'admin', is_active: true }
const valid = sign({ ...EDITOR, exp: NOW + 3600 })

describe('sessionToken', () => {
  it('reads a bearer or JWT header, else the session cookie', () => {
    expect(sessionToken({ authorization: 'Bearer abc' })).toBe('abc')
    expect(sessionToken({ authorization: 'JWT abc' })).toBe('abc')
    expect(sessionToken({ cookie: 'theme=dark; payload-token=abc%2E1' })).toBe('abc.1')
    expect(sessionToken({ cookie: 'not-payload-token=abc' })).toBeNull()
    expect(sessionToken({})).toBeNull()
  })
})

describe('isSignedSession', () => {
  it('accepts a token this site signed for an active admin or super admin that has not expired', () => {
    expect(isSignedSession(valid, SECRET, NOW)).toBe(true)
    expect(isSignedSession(sign({ ...EDITOR, role: 'super_admin', exp: NOW + 60 }), SECRET, NOW)).toBe(true)
  })

  it('leaves a portal user, and any token without an active staff role, in the shared lane', () => {
    expect(isSignedSession(sign({ ...EDITOR, role: 'user', exp: NOW + 60 }), SECRET, NOW)).toBe(false)
    expect(isSignedSession(sign({ ...EDITOR, is_active: false, exp: NOW + 60 }), SECRET, NOW)).toBe(false)
    expect(isSignedSession(sign({ id: 1, exp: NOW + 60 }), SECRET, NOW)).toBe(false)
  })

  it('refuses what a visitor can make up: another key, changed claims, no algorithm, garbage', () => {
    expect(isSignedSession(sign({ exp: NOW + 3600 }, { secret: 'guessed' }), SECRET, NOW)).toBe(false)
    const [header, , signature] = valid.split('.')
    expect(isSignedSession(`${header}.${encode({ id: 2, exp: NOW + 3600 })}.${signature}`, SECRET, NOW)).toBe(false)
    expect(isSignedSession(sign({ exp: NOW + 3600 }, { alg: 'none' }), SECRET, NOW)).toBe(false)
    for (const token of ['', 'a.b', 'a.b.c', `${header}.!!.${signature}`])
      expect(isSignedSession(token, SECRET, NOW)).toBe(false)
  })

  it('refuses an expired token, or one with no expiry', () => {
    expect(isSignedSession(sign({ exp: NOW - 1 }), SECRET, NOW)).toBe(false)
    expect(isSignedSession(sign({ id: 1 }), SECRET, NOW)).toBe(false)
  })
})

describe('the staff lane over HTTP', () => {
  const servers: http.Server[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('answers signed-in staff while anonymous work holds every shared slot and the queue is full', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const app = (req: IncomingMessage, res: http.ServerResponse) => {
      if (req.url === '/api/hold') void held.then(() => res.end('held'))
      else res.end('done')
    }
    const staff = createStaffLane(SECRET, 2)
    const front = frontDoor({
      payload: { logger: { error: () => {} } } as unknown as Payload,
      app,
      limiter: createLimiter({ concurrency: 1, queue: 0, maxWaitMs: 1000 }),
      staffLane: staff.laneOf,
      routeOf: createRouteTable({
        endpoints: [],
        collections: [],
        web: true,
        pagesCacheable: false,
        isStaticFile: () => false,
        pageQueryParams: () => [],
      }),
      renderers: { list: async () => new Response() },
      maxBytes: 1024,
      clientOf: () => '127.0.0.1',
      perClient: 1000,
      staleForMs: 0,
    })
    const server = http.createServer(front.listener)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const token = sign({ ...EDITOR, exp: Date.now() / 1000 + 3600 })

    const holding = fetch(`${base}/api/hold`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await fetch(`${base}/api/posts`)).status).toBe(503)
    const forged = sign({ id: 1, exp: Date.now() / 1000 + 3600 }, { secret: 'guessed' })
    expect((await fetch(`${base}/api/posts`, { headers: { cookie: `payload-token=${forged}` } })).status).toBe(503)
    const bearer = await fetch(`${base}/api/posts`, { headers: { authorization: `Bearer ${token}` } })
    expect([bearer.status, await bearer.text()]).toEqual([200, 'done'])
    expect((await fetch(`${base}/api/posts`, { headers: { cookie: `payload-token=${token}` } })).status).toBe(200)
    release()
    expect(await (await holding).text()).toBe('held')
  })
})
