/**
 * Regression tests for the third security review (issue 33): one route table decides every path's
 * methods, body limit, client cap and error shape, over real sockets and HTTP.
 */
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let port: number
beforeAll(async () => {
  process.env.CLIENT_CONCURRENCY = '4'
  t = await startTestServer()
  port = Number(new URL(t.baseUrl).port)
})
afterAll(async () => {
  delete process.env.CLIENT_CONCURRENCY
  await t?.close()
})

/**
 * Writes `request` on a raw socket; resolves with the whole answer's text (with `headOnly`, as soon as
 * its headers have arrived), or what came within `ms`.
 */
function raw(request: string, ms = 3000, headOnly = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(text)
    }, ms)
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
      if (headOnly && text.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(text)
    })
    socket.on('error', () => {})
  })
}

describe('methods (TRACE with a body hung forever)', () => {
  it('answers TRACE with a body at once with 405 and Allow, on the paths that skipped the body reader', async () => {
    for (const path of ['/api/health/live', '/api/health', '/api/analytics/view']) {
      const started = performance.now()
      // The declared byte never comes: the answer must not wait for it.
      const answer = await raw(`TRACE ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n`, 3000, true)
      expect(answer, path).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer, path).toMatch(/\r\nAllow: [A-Z, ]+\r\n/i)
      expect(performance.now() - started, path).toBeLessThan(1000)
    }
  })

  it("refuses a method a contract path does not register in the contract's error shape, and TRACE on Payload's REST in Payload's", async () => {
    const faqs = await fetch(`${t.baseUrl}/api/faqs`, { method: 'DELETE' })
    expect(faqs.status).toBe(405)
    expect(faqs.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await faqs.json()).toEqual({ detail: 'DELETE is not allowed here.' })
    const posts = await raw(`TRACE /api/posts HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    expect(posts).toMatch(/^HTTP\/1\.1 405 /)
    expect(posts).toContain('"errors":[{"message":"TRACE is not allowed here."}]')
  })
})

describe('anonymous 500s past the query guard', () => {
  const statusOf = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${t.baseUrl}${path}`, init)
    return { status: res.status, body: (await res.json()) as { errors?: Array<{ message: string }> } }
  }

  it('answers object and list operands with 400', async () => {
    for (const query of [
      'where[title][equals][x]=1',
      'where[title][in][0][x]=1',
      'where[title][equals][]=',
      'where[title][like][a][b]=1',
      'where[title][in][x]=1',
    ]) {
      const { status, body } = await statusOf(`/api/posts?${query}`)
      expect(status, query).toBe(400)
      expect(body.errors?.[0]?.message, query).toMatch(/^where\[title\]/)
    }
  })

  it("answers a related document's impossible id with 400", async () => {
    for (const query of ['where[author.id][equals]=abc', 'where[category.id][in]=abc'])
      expect((await statusOf(`/api/posts?${query}`)).status, query).toBe(400)
    expect(
      (await statusOf(`/api/posts?where[author.id][equals]=${t.payload.db.name === 'mongoose' ? '0'.repeat(24) : '1'}`))
        .status,
    ).toBe(200)
  })

  it('checks the query a method override moves into the body', async () => {
    for (const body of [
      'where[createdAt][greater_than]=xyz',
      'limit=-1&page=99999999999999',
      'where[title][equals][x]=1',
    ]) {
      const { status } = await statusOf('/api/posts', {
        method: 'POST',
        headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
      expect(status, body).toBe(400)
    }
    const ok = await statusOf('/api/posts', {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'limit=1',
    })
    expect(ok.status).toBe(200)
  })

  it('answers trailing slashes as the path without them', async () => {
    expect((await statusOf('/api/posts/abc/')).status).toBe(404)
    expect((await statusOf('/api/posts/abc/', { method: 'DELETE' })).status).toBe(404)
    expect((await statusOf('/api/media/file/nope.png')).status).toBe(404)
    expect((await statusOf('/api/media/file/nope.png/')).status).toBe(404)
    const asAdmin = await t.request('/api/users/abc/', { as: 'admin' })
    expect(asAdmin.status).toBe(404)
    const preference = await t.request('/api/payload-preferences/nope/', { method: 'DELETE', as: 'admin' })
    expect(preference.status).toBe(404)
  })
})

describe('readiness inside the client cap', () => {
  it('refuses a client that already has its cap of requests in progress, on /api/health too', async () => {
    // Four requests whose declared bodies never arrive stay in progress: the client's cap is full.
    const held = Array.from({ length: 4 }, () => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n',
        ),
      )
      socket.on('error', () => {})
      return socket
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      for (const path of ['/api/health', '/api/health/live']) {
        const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
        expect(answer, path).toMatch(/^HTTP\/1\.1 429 /)
      }
    } finally {
      for (const socket of held) socket.destroy()
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200)
  })
})

describe("the front door's refusals in the contract's shape", () => {
  it('answers an oversized contract body with { detail } alone, as the OpenAPI says', async () => {
    const res = await fetch(`${t.baseUrl}/api/forms/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ detail: 'The request body is too large (100 KB at most).' })
  })
})
