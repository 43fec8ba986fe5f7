/**
 * Property-based tests: random and hostile bodies at every write endpoint always get a 4xx with a
 * `detail`, never a 5xx, and store nothing.
 */
import fc from 'fast-check'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
const ids: Record<string, number | string> = {}

beforeAll(async () => {
  t = await startTestServer()
  for (const name of ['contact', 'access-request', 'login', 'login-account'] as const)
    await setRateLimit(name, { max: 1_000_000, windowMs: 60_000 }, t.payload)
  const category = await t.payload.create({ collection: 'categories', data: { name: 'ERP' }, overrideAccess: true })
  const post = await t.request('/api/blog/admin/posts', {
    method: 'POST',
    as: 'admin',
    body: { title: 'Fixed', excerpt: 'E', content: 'C', category: 'ERP', status: 'published' },
  })
  ids.post = (await post.json()).id
  ids.category = category.id
  ids.faq = (
    await t.payload.create({
      collection: 'faq-items',
      data: { question: 'Q', answer: 'A', category: 'General', order: 0, is_published: true },
      overrideAccess: true,
    })
  ).id
  ids.lead = (
    await t.payload.create({
      collection: 'leads',
      data: { first_name: 'A', email: 'a@b.example', company: 'C', message: 'M', status: 'new' },
      overrideAccess: true,
    })
  ).id
  ids.user = t.accounts.user.id
})
afterAll(async () => {
  for (const name of ['contact', 'access-request', 'login', 'login-account'] as const)
    await setRateLimit(name, undefined, t.payload)
  await t?.close()
})

type Target = {
  name: string
  method: 'POST' | 'PUT'
  path: () => string
  as: As
  /** A body the endpoint accepts; properties break one of its required fields. */
  valid: Record<string, unknown>
  required: string[]
  /** Collections whose contents must not change. */
  watch: CollectionSlug[]
}

const targets: Target[] = [
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    as: 'anonymous',
    valid: { email: 'nobody@x.example', password: 'p' },
    required: ['email', 'password'],
    watch: [],
  },
  {
    name: 'contact',
    method: 'POST',
    path: () => '/api/forms/contact',
    as: 'anonymous',
    valid: { name: 'Ann', email: 'ann@x.example', company: 'Acme', message: 'Hi, a call please.' },
    required: ['email', 'company', 'message'],
    watch: ['leads'],
  },
  {
    name: 'access request',
    method: 'POST',
    path: () => '/api/portal/access-requests',
    as: 'anonymous',
    valid: { first_name: 'A', last_name: 'B', email: 'a@x.example', reason: 'Reason for access.' },
    required: ['first_name', 'last_name', 'email', 'reason'],
    watch: ['access-requests'],
  },
  {
    name: 'create post',
    method: 'POST',
    path: () => '/api/blog/admin/posts',
    as: 'admin',
    valid: { title: 'T', excerpt: 'E', content: 'C', category: 'ERP' },
    required: ['title', 'excerpt', 'content', 'category'],
    watch: ['posts'],
  },
  {
    name: 'update post',
    method: 'PUT',
    path: () => `/api/blog/admin/posts/${ids.post}`,
    as: 'admin',
    valid: { title: 'T', excerpt: 'E', content: 'C', category: 'ERP' },
    required: ['title', 'excerpt', 'content', 'category'],
    watch: ['posts'],
  },
  {
    name: 'create category',
    method: 'POST',
    path: () => '/api/blog/admin/categories',
    as: 'admin',
    valid: { name: 'New' },
    required: ['name'],
    watch: ['categories'],
  },
  {
    name: 'create job role',
    method: 'POST',
    path: () => '/api/portal/leads/job-roles',
    as: 'admin',
    valid: { name: 'New' },
    required: ['name'],
    watch: ['job-roles'],
  },
  {
    name: 'create FAQ',
    method: 'POST',
    path: () => '/api/faqs/admin',
    as: 'admin',
    valid: { question: 'Q', answer: 'A' },
    required: ['question', 'answer'],
    watch: ['faq-items'],
  },
  {
    name: 'update FAQ',
    method: 'PUT',
    path: () => `/api/faqs/admin/${ids.faq}`,
    as: 'admin',
    valid: { question: 'Q', answer: 'A' },
    required: ['question', 'answer'],
    watch: ['faq-items'],
  },
  {
    name: 'create user',
    method: 'POST',
    path: () => '/api/portal/users',
    as: 'admin',
    valid: {
      first_name: 'A',
      last_name: 'B',
      email: 'new@x.example',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-1',
    },
    required: ['first_name', 'last_name', 'email', 'password', 'passwordConfirm'],
    watch: ['users'],
  },
  {
    name: 'set password',
    method: 'PUT',
    path: () => `/api/portal/users/${ids.user}/password`,
    as: 'admin',
    valid: { password: 'long-enough-1', passwordConfirm: 'long-enough-1' },
    required: ['password', 'passwordConfirm'],
    watch: ['users'],
  },
  {
    name: 'assign lead',
    method: 'PUT',
    path: () => `/api/portal/leads/inbound/${ids.lead}/assign`,
    as: 'admin',
    valid: { assigned_to: '', status: 'new' },
    required: ['status'],
    watch: ['leads'],
  },
]

/** Values that are never acceptable for a required text or enum field. */
const hostileValue = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  // Longer than any text field allows, still under the 100 KB body limit.
  fc.constant('x'.repeat(95_000)),
  fc.constant({ $ne: null }),
  fc.constant({ __proto__: { admin: true } }),
)

const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'role',
  'status',
  'is_active',
  'hash',
  'salt',
  '$where',
  'createdAt',
)

/** Snapshot of the watched collections: count and last change, to prove nothing was written. */
async function snapshot(target: Target) {
  const parts = await Promise.all(
    target.watch.map(async (collection) => {
      const { docs, totalDocs } = await t.payload.find({
        collection,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return `${collection}:${totalDocs}:${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
    }),
  )
  return parts.join('|')
}

async function expectRefused(target: Target, init: { body?: unknown; raw?: string; contentType?: string }) {
  const headers: Record<string, string> = {}
  let body: unknown = init.body
  if (init.raw !== undefined) {
    body = init.raw
    headers['Content-Type'] = init.contentType ?? 'application/json'
  }
  const res = await t.request(target.path(), { method: target.method, as: target.as, body, headers })
  const text = await res.text()
  expect(res.status, text).toBeGreaterThanOrEqual(400)
  expect(res.status, text).toBeLessThan(500)
  const parsed = JSON.parse(text)
  expect(typeof parsed.detail).toBe('string')
  expect(parsed.detail.length).toBeGreaterThan(0)
}

const RUNS = 25

describe.each(targets)('$method $name', (target) => {
  it('refuses a valid body with one required field made hostile, storing nothing', async () => {
    const before = await snapshot(target)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...target.required),
        hostileValue,
        fc.option(fc.tuple(hostileKey, fc.anything()), { nil: undefined }),
        async (field, value, extra) => {
          const body: Record<string, unknown> = { ...target.valid, [field]: value }
          if (extra) body[extra[0]] = extra[1]
          await expectRefused(target, { body })
        },
      ),
      { numRuns: RUNS },
    )
    expect(await snapshot(target)).toBe(before)
  })

  it('refuses any JSON value that is not a complete body, storing nothing', async () => {
    const before = await snapshot(target)
    const incomplete = fc
      .jsonValue()
      .filter(
        (value) =>
          typeof value !== 'object' ||
          value === null ||
          Array.isArray(value) ||
          !target.required.every((key) => key in value),
      )
    await fc.assert(
      fc.asyncProperty(incomplete, async (value) => {
        await expectRefused(target, { raw: JSON.stringify(value) })
      }),
      { numRuns: RUNS },
    )
    expect(await snapshot(target)).toBe(before)
  })

  it('refuses random text, whatever the content type, storing nothing', async () => {
    const before = await snapshot(target)
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== '' && !isObjectJson(s)),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ),
        async (raw, contentType) => {
          await expectRefused(target, { raw, contentType })
        },
      ),
      { numRuns: RUNS },
    )
    expect(await snapshot(target)).toBe(before)
  })
})

function isObjectJson(text: string): boolean {
  try {
    const value = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

describe('hostile path parameters', () => {
  const paths = [
    (id: string) => ['PUT', `/api/blog/admin/posts/${id}`],
    (id: string) => ['DELETE', `/api/faqs/admin/${id}`],
    (id: string) => ['PUT', `/api/portal/users/${id}`],
    (id: string) => ['PUT', `/api/portal/access-requests/${id}/approve`],
    (id: string) => ['PUT', `/api/portal/landing-pages/${id}/toggle`],
    (id: string) => ['GET', `/api/blog/posts/${id}`],
    (id: string) => ['GET', `/api/portal/landing-pages/${id}/check`],
  ] as const

  it('never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.string({ minLength: 1, maxLength: 40 }), async (make, id) => {
        const [method, path] = make(encodeURIComponent(id))
        const res = await t.request(path, { method, as: 'admin', body: method === 'PUT' ? {} : undefined })
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })
})

describe('image upload', () => {
  it('refuses random bytes with a 4xx and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 2048 }),
        fc.string({ maxLength: 30 }),
        async (bytes, name) => {
          const form = new FormData()
          form.append('file', new Blob([bytes], { type: 'image/png' }), name || 'x.png')
          const res = await t.request('/api/upload/image', { method: 'POST', as: 'admin', body: form })
          const text = await res.text()
          expect(res.status, text).toBeGreaterThanOrEqual(400)
          expect(res.status, text).toBeLessThan(500)
          expect(JSON.parse(text).detail).toBeTruthy()
        },
      ),
      { numRuns: 40 },
    )
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })
})
