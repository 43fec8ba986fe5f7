import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refuse, refusalBody } from './refusal'

describe('refusalBody', () => {
  it("is the contract's { detail }, Payload's { detail, errors } or text, by the route's form", () => {
    expect(JSON.parse(refusalBody('contract', 'No.').body)).toEqual({ detail: 'No.' })
    expect(JSON.parse(refusalBody('payload', 'No.').body)).toEqual({ detail: 'No.', errors: [{ message: 'No.' }] })
    expect(refusalBody('text', 'No.')).toEqual({ contentType: 'text/plain; charset=utf-8', body: 'No.' })
  })
})

describe('refuse', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = http.createServer((req, res) =>
      req.url === '/head'
        ? refuse(res, 'text', 405, 'Not here.', { headers: { Allow: 'GET' }, head: true })
        : refuse(res, 'contract', 413, 'Too big.', { close: true }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends the status, the body, no-store and, when asked, closes the connection', async () => {
    const res = await fetch(`${base}/api/x`)
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('connection')).toBe('close')
    expect(await res.json()).toEqual({ detail: 'Too big.' })
  })

  it('adds the given headers, and sends no body to HEAD', async () => {
    const res = await fetch(`${base}/head`, { method: 'HEAD' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect(res.headers.get('content-length')).toBe('9')
    expect(await res.text()).toBe('')
  })
})
