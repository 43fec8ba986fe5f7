import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { requestLogFields } from '../lib/runtime/request-context'
import { observeRequests } from './observe'
import { createRouteTable } from './route-table'

const routeOf = createRouteTable({
  endpoints: [],
  collections: [],
  web: true,
  pagesCacheable: false,
  isStaticFile: () => false,
  pageQueryParams: () => [],
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
let server: http.Server | undefined
afterEach(() => server?.close())

/**
 * A real server behind observeRequests, logging JSON through pino with the same mixin as the
 * Payload config; the handler itself logs too, as Payload's hooks do while a request runs.
 */
async function serve(trusted: boolean) {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { mixin: requestLogFields },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  ) as unknown as Payload['logger']
  server = http.createServer(
    observeRequests(
      (req, res) => {
        // As the front door does: the route record says which paths end in a secret.
        req.routeRecord = routeOf(req.method ?? 'GET', req.url ?? '/')
        setTimeout(() => {
          logger.warn('inside the handler')
          res.statusCode = req.url === '/broken' ? 500 : 200
          res.end('ok')
        }, 5)
      },
      { logger, trusted: () => trusted },
    ),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, lines }
}

describe('request ids', () => {
  it('gives each request a new id, in the response header and in every log line written for it', async () => {
    const { base, lines } = await serve(true)
    const first = (await fetch(`${base}/portal/reset-password/secret-token`)).headers.get('x-request-id')!
    const second = (await fetch(`${base}/broken`)).headers.get('x-request-id')!
    // The last line is written when the connection is done with the request, just after the answer.
    await expect.poll(() => lines.length).toBe(4)
    expect(first).toMatch(UUID)
    expect(second).toMatch(UUID)
    expect(second).not.toBe(first)
    expect(lines).toEqual([
      expect.objectContaining({ requestId: first, msg: 'inside the handler' }),
      expect.objectContaining({ requestId: first, msg: 'request', status: 200, path: '/portal/reset-password/…' }),
      expect.objectContaining({ requestId: second, msg: 'inside the handler' }),
      expect.objectContaining({ requestId: second, msg: 'request failed', status: 500, level: 50 }),
    ])
  })

  it("keeps a trusted proxy's sane id, and replaces an odd one", async () => {
    const { base } = await serve(true)
    const kept = await fetch(base, { headers: { 'x-request-id': 'lb-7f3a9c:42' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c:42')
    const odd = await fetch(base, { headers: { 'x-request-id': 'a'.repeat(200) } })
    expect(odd.headers.get('x-request-id')).toMatch(UUID)
    const spaced = await fetch(base, { headers: { 'x-request-id': 'two words' } })
    expect(spaced.headers.get('x-request-id')).toMatch(UUID)
  })

  it('ignores the id a client that is not a trusted proxy sends', async () => {
    const { base } = await serve(false)
    const res = await fetch(base, { headers: { 'x-request-id': 'lb-7f3a9c:42' } })
    expect(res.headers.get('x-request-id')).toMatch(UUID)
  })
})
