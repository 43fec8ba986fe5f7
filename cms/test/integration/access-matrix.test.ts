/**
 * Table-driven access matrix over Payload's REST: every collection (internal ones included) and
 * global, every operation, every kind of caller. Operations on a document use an id that does not
 * exist, so "allowed" shows as 404 (or 400/201 for create) and "refused" as 403: a rule that lets
 * the wrong caller through changes a 403 into something else and fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const CALLERS: As[] = ['anonymous', 'user', 'inactive', 'admin', 'super_admin']
// An id that could exist on the database but does not (MongoDB's are ObjectIds).
const MISSING = process.env.DATABASE_URL!.startsWith('mongodb') ? 'f'.repeat(24) : 999_999

/** Who may do what: each rule names the callers it lets through. */
const ALL = new Set<As>(CALLERS)
const STAFF = new Set<As>(['admin', 'super_admin'])
const SIGNED_IN = new Set<As>(['user', 'admin', 'super_admin'])
const NOBODY = new Set<As>()

type Rules = { read: Set<As>; create: Set<As>; update: Set<As>; delete: Set<As> }
const content = (read: Set<As>): Rules => ({ read, create: STAFF, update: STAFF, delete: STAFF })

const COLLECTIONS: Record<string, Rules> = {
  pages: content(ALL),
  posts: content(ALL),
  categories: content(ALL),
  authors: content(ALL),
  'faq-items': content(ALL),
  'landing-pages': content(ALL),
  products: content(ALL),
  awards: content(ALL),
  stats: content(ALL),
  media: content(ALL),
  leads: { read: STAFF, create: NOBODY, update: STAFF, delete: STAFF },
  'page-views': { read: STAFF, create: NOBODY, update: NOBODY, delete: NOBODY },
  'access-requests': { read: STAFF, create: NOBODY, update: STAFF, delete: STAFF },
  // Written only by the booking endpoints, which send the invitations.
  meetings: { read: STAFF, create: NOBODY, update: NOBODY, delete: NOBODY },
  // The booking's lock on a slot, written only by the booking endpoints.
  'slot-claims': { read: STAFF, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Everyone signed in manages their own block-outs (a where clause: 403 for an id that is not theirs).
  'advisor-blockouts': { read: SIGNED_IN, create: SIGNED_IN, update: STAFF, delete: STAFF },
  'job-roles': content(STAFF),
  'outcome-reasons': content(STAFF),
  // Created from a lead by admins; an owner reads and ticks off their own (a where clause: 403 for an id not theirs).
  'lead-tasks': { read: SIGNED_IN, create: STAFF, update: STAFF, delete: STAFF },
  // Written only by the overdue-task job: the claim that makes each reminder go once.
  'task-reminders': { read: STAFF, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Users: a rule that is a where clause (a user: only themselves; an admin: no super_admin, never
  // themselves) answers 403 for a missing id, so only super_admin's unconditional update shows 404.
  users: { read: SIGNED_IN, create: STAFF, update: new Set<As>(['super_admin']), delete: NOBODY },
  'payload-locked-documents': content(STAFF),
  // Preferences by id are Payload's own /:key handlers, scoped to the caller; list and create go through access.
  'payload-preferences': { read: SIGNED_IN, create: SIGNED_IN, update: SIGNED_IN, delete: SIGNED_IN },
  'payload-kv': { read: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
}
const GLOBALS = ['site-settings', 'navigation', 'footer', 'redirects']

type Row = { caller: As; what: string; method: string; path: string; body?: unknown; allowed: boolean; ok: number[] }
const rows: Row[] = []
const BY_KEY = new Set(['payload-preferences'])
for (const [slug, rules] of Object.entries(COLLECTIONS))
  for (const caller of CALLERS) {
    rows.push({
      caller,
      what: `${slug} list`,
      method: 'GET',
      path: `/api/${slug}`,
      allowed: rules.read.has(caller),
      ok: [200],
    })
    rows.push({
      caller,
      what: `${slug} create`,
      method: 'POST',
      path: `/api/${slug}`,
      body: {},
      allowed: rules.create.has(caller),
      ok: [201, 400],
    })
    if (BY_KEY.has(slug)) continue
    rows.push({
      caller,
      what: `${slug} read`,
      method: 'GET',
      path: `/api/${slug}/${MISSING}`,
      allowed: rules.read.has(caller),
      ok: [404],
    })
    rows.push({
      caller,
      what: `${slug} update`,
      method: 'PATCH',
      path: `/api/${slug}/${MISSING}`,
      body: {},
      allowed: rules.update.has(caller),
      ok: [404],
    })
    rows.push({
      caller,
      what: `${slug} delete`,
      method: 'DELETE',
      path: `/api/${slug}/${MISSING}`,
      allowed: rules.delete.has(caller),
      ok: [404],
    })
  }
for (const slug of GLOBALS)
  for (const caller of CALLERS) {
    rows.push({
      caller,
      what: `${slug} global read`,
      method: 'GET',
      path: `/api/globals/${slug}`,
      allowed: true,
      ok: [200],
    })
    rows.push({
      caller,
      what: `${slug} global update`,
      method: 'POST',
      path: `/api/globals/${slug}`,
      body: {},
      allowed: STAFF.has(caller),
      ok: [200, 400],
    })
  }

describe('Payload REST access matrix', () => {
  it.each(rows.map((r) => [`${r.caller} ${r.what} → ${r.allowed ? r.ok.join('/') : 403}`, r] as const))(
    '%s',
    async (_, row) => {
      const res = await t.request(row.path, { method: row.method, as: row.caller, body: row.body })
      const text = await res.text()
      if (row.allowed) expect(row.ok, text).toContain(res.status)
      else expect(res.status, text).toBe(403)
    },
  )

  it('migrations are never reachable over REST, whoever asks', async () => {
    for (const caller of CALLERS) {
      const res = await t.request('/api/payload-migrations', { as: caller })
      expect(res.status).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('rules on real documents', () => {
  const del = (id: number | string, as: As) => t.request(`/api/users/${id}`, { method: 'DELETE', as })

  it('a user cannot delete anyone, themselves included', async () => {
    expect((await del(t.accounts.user.id, 'user')).status).toBe(403)
    expect((await del(t.accounts.admin.id, 'user')).status).toBe(403)
  })

  it("an admin cannot delete a super_admin or themselves; a user cannot read another user's record", async () => {
    expect([403, 404]).toContain((await del(t.accounts.super_admin.id, 'admin')).status)
    expect([403, 404]).toContain((await del(t.accounts.admin.id, 'admin')).status)
    expect(
      await t.payload.findByID({ collection: 'users', id: t.accounts.super_admin.id, overrideAccess: true }),
    ).toBeTruthy()
    expect([403, 404]).toContain((await t.request(`/api/users/${t.accounts.admin.id}`, { as: 'user' })).status)
  })

  it('a user cannot raise their own role or reactivate themselves', async () => {
    await t.request(`/api/users/${t.accounts.user.id}`, { method: 'PATCH', as: 'user', body: { role: 'super_admin' } })
    const me = await t.payload.findByID({ collection: 'users', id: t.accounts.user.id, overrideAccess: true })
    expect(me.role).toBe('user')
  })
})
