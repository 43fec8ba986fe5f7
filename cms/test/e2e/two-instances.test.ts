import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { REVISION_TTL_MS } from '../../src/lib/content/site-revision'
import { startSmtp, type TestSmtp } from '../smtp'

import { spawnServer } from './server-process'

// Two built servers on one SQLite file (WAL) and one media folder, started together on an empty
// database, behind a small round-robin proxy on loopback: what a second instance must not break.
const ADMIN = { email: 'two-admin@test.example', password: 'two-instances-pass-1' }
const CLIENT_IP = '203.0.113.9'

type Instance = { name: string; url: string; child: ChildProcess; log: string }
let dir: string
let instances: Instance[]
let proxy: http.Server
let proxyUrl: string
let smtp: TestSmtp
let env: Record<string, string>

const ready = async (instance: Instance, deadline: number) => {
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} exited:\n${fs.readFileSync(instance.log, 'utf8')}`)
    try {
      if ((await fetch(`${instance.url}/api/health/ready`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${instance.name} did not become ready:\n${fs.readFileSync(instance.log, 'utf8')}`)
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

const freePort = async () => {
  const server = http.createServer()
  const port = await listen(server)
  await new Promise((resolve) => server.close(resolve))
  return port
}

function start(name: string, port: number, env: Record<string, string>): Instance {
  const log = path.join(dir, `${name}.log`)
  const out = fs.openSync(log, 'w')
  const child = spawnServer({ ...env, PORT: String(port) }, ['ignore', out, out])
  return { name, url: `http://127.0.0.1:${port}`, child, log }
}

/** Round robin over the instances, adding X-Forwarded-For as a load balancer would. */
function roundRobinProxy(): http.Server {
  let next = 0
  return http.createServer((req, res) => {
    const target = new URL(instances[next++ % instances.length].url)
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': CLIENT_IP },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.port })
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-two-'))
  smtp = await startSmtp()
  env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'shared.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales@two.example',
    // Both run due jobs every second, at the same moments: the race exactly-once must win.
    JOBS_AUTORUN_CRON: '* * * * * *',
  }
  const [portA, portB] = [await freePort(), await freePort()]
  // Both at once, on a database file that does not exist yet.
  instances = [
    start('A', portA, { ...env, SERVER_URL: `http://127.0.0.1:${portA}` }),
    start('B', portB, { ...env, SERVER_URL: `http://127.0.0.1:${portB}` }),
  ]
  const deadline = Date.now() + 180_000
  await Promise.all(instances.map((instance) => ready(instance, deadline)))
  proxy = roundRobinProxy()
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`
}, 240_000)

afterAll(async () => {
  proxy?.close()
  await smtp?.close()
  await Promise.all(
    (instances ?? []).map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null)
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  fs.rmSync(dir, { recursive: true, force: true })
})

const [A, B] = [0, 1]
const call = (which: number, urlPath: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers)
  headers.set('X-Forwarded-For', CLIENT_IP)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.body && typeof init.body === 'string') headers.set('Content-Type', 'application/json')
  return fetch(instances[which].url + urlPath, { ...init, headers })
}
const login = async (which: number) => {
  const res = await call(which, '/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for `check` to hold, polling; false when it never did. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await sleep(250)
  }
  return false
}

/** This test process on the shared database, as another instance would be (no jobs run here). */
let local: Payload | undefined
async function localPayload(): Promise<Payload> {
  if (local) return local
  Object.assign(process.env, env)
  const { default: config } = await import('../../src/payload.config')
  const { getPayload } = await import('payload')
  local = await getPayload({ config })
  return local
}

const total = async (which: number, token: string, query: string) =>
  ((await (await call(which, `/api/${query}`, { token })).json()) as { totalDocs: number }).totalDocs

describe('two instances on one database', () => {
  it('started together on an empty database, they seeded it once', async () => {
    const token = await login(A)
    expect(await total(B, token, `users?where[email][equals]=${encodeURIComponent(ADMIN.email)}&limit=1`)).toBe(1)
    expect(await total(A, token, 'pages?where[path][equals]=/&limit=1')).toBe(1)
    const roles = (await (await call(B, '/api/job-roles?limit=100', { token })).json()) as { docs: { name: string }[] }
    const names = roles.docs.map((role) => role.name)
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names).size).toBe(names.length)
    for (const instance of instances) expect(instance.child.exitCode).toBeNull()
  })

  it('a token issued by A is accepted by B, and logging out on A ends it on B', async () => {
    const token = await login(A)
    expect((await call(B, '/api/auth/me', { token })).status).toBe(200)
    expect((await call(A, '/api/auth/logout', { method: 'POST', token })).status).toBe(200)
    expect((await call(B, '/api/auth/me', { token })).status).toBe(401)
  })

  it('an image uploaded through A is served by B', async () => {
    const token = await login(A)
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#12a150' } })
      .png()
      .toBuffer()
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'two-instances.png')
    const uploaded = await call(A, '/api/upload/image', { method: 'POST', body, token })
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const served = await call(B, url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('a hero change published through A shows on B at the next load', async () => {
    const token = await login(A)
    expect((await call(B, '/')).status).toBe(200) // B has rendered (and may have cached) the home page
    const { docs } = (await (await call(A, '/api/pages?where[path][equals]=/&depth=0', { token })).json()) as {
      docs: Array<{ id: number; blocks: Array<Record<string, unknown>> }>
    }
    const [home] = docs
    const heading = `Published through A at ${Date.now()}`
    const blocks = home.blocks.map((block, i) => (i === 0 ? { ...block, heading } : block))
    expect(home.blocks[0].blockType).toBe('hero')
    const saved = await call(A, `/api/pages/${home.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ blocks }),
    })
    expect(saved.status).toBe(200)
    // B checks the shared site revision at most once per REVISION_TTL_MS (one second): its next load after that.
    await new Promise((resolve) => setTimeout(resolve, REVISION_TTL_MS + 100))
    expect(await (await call(B, '/')).text()).toContain(heading)
  })

  it('the contact limit counts across both: the sixth submission, through the other instance, is a 429', async () => {
    const statuses: Array<[string | null, number]> = []
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxyUrl}/api/forms/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Limit',
          last_name: `Tester ${i}`,
          email: `limit-${i}@test.example`,
          company: 'Two Instances Ltd',
          message: 'Counting across instances.',
          consent: true,
        }),
      })
      statuses.push([res.headers.get('x-served-by'), res.status])
    }
    // The proxy alternated, so submissions 5 and 6 reached different instances.
    expect(statuses[4][0]).not.toBe(statuses[5][0])
    expect(statuses.map(([, status]) => status)).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('posts scheduled to publish are published once each, with both instances running due jobs', async () => {
    const token = await login(A)
    const stamp = Date.now()
    const posts: Array<{ id: number; slug: string; title: string }> = []
    for (const i of [0, 1, 2, 3]) {
      const title = `Scheduled on two ${stamp} ${i}`
      const created = await call(A, '/api/blog/admin/posts', {
        method: 'POST',
        token,
        body: JSON.stringify({
          title,
          excerpt: 'Goes live once.',
          content: 'Body',
          category: 'Implementation',
          status: 'draft',
        }),
      })
      expect(created.status).toBe(201)
      posts.push({ ...((await created.json()) as { id: number; slug: string }), title })
    }
    const payload = await localPayload()
    // What the admin's "Schedule publish" queues; all due at the same moment, so both instances race for them.
    const at = new Date(Date.now() + 2000)
    for (const post of posts)
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } } as never,
        waitUntil: at,
      })
    expect((await call(B, `/blog/${posts[0].slug}`)).status).toBe(404)
    const live = async () => {
      for (const post of posts) if ((await fetch(`${proxyUrl}/blog/${post.slug}`)).status !== 200) return false
      return true
    }
    expect(await eventually(live)).toBe(true)
    await sleep(3000) // three more ticks of both crons
    for (const post of posts) {
      const published = await payload.findVersions({
        collection: 'posts',
        where: { and: [{ parent: { equals: post.id } }, { 'version._status': { equals: 'published' } }] },
      })
      // A second run would have published it again: a second published version.
      expect(published.totalDocs, post.title).toBe(1)
    }
    // Done, and so removed from the queue: nothing left for either instance to pick up.
    const left = await payload.count({
      collection: 'payload-jobs' as never,
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    const blog = await (await call(B, '/blog')).text()
    for (const post of posts) expect(blog).toContain(post.title)
  })

  it('each queued e-mail is sent once, with both instances delivering from the outbox', async () => {
    const stamp = Date.now()
    const enquirers = [0, 1, 2, 3].map((i) => `once-${stamp}-${i}@test.example`)
    for (const [i, email] of enquirers.entries()) {
      const res = await fetch(`${instances[i % 2].url}/api/forms/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.23' },
        body: JSON.stringify({
          first_name: 'Once',
          last_name: `Only ${i}`,
          email,
          company: 'Exactly Once Ltd',
          message: 'Two instances, one e-mail each.',
          consent: true,
        }),
      })
      expect(res.status).toBe(201)
    }
    // Each enquiry queues an acknowledgement to the enquirer and a notice to the sales inbox.
    const ours = () =>
      smtp.messages.filter(
        (m) =>
          m.to.some((to) => enquirers.includes(to)) ||
          (m.to.includes('sales@two.example') && m.text.includes(String(stamp))),
      )
    expect(await eventually(() => ours().length >= enquirers.length * 2)).toBe(true)
    await sleep(3000) // three more ticks of both crons: a second copy would have left by now
    const acknowledgements = ours().filter((m) => m.to.some((to) => enquirers.includes(to)))
    expect(acknowledgements.map((m) => m.to[0]).sort()).toEqual([...enquirers].sort())
    expect(ours()).toHaveLength(enquirers.length * 2)
    const payload = await localPayload()
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { in: enquirers } },
      overrideAccess: true,
      pagination: false,
    })
    expect(docs.map((doc) => [doc.status, doc.attempts])).toEqual(enquirers.map(() => ['sent', 1]))
  })
})
