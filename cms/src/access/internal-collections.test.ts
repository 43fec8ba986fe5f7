import type { Access, Config, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { isAdmin } from './index'
import { hardenInternalCollections, staffOnlyVersions } from './internal-collections'

const CALLERS = {
  anonymous: undefined,
  user: { collection: 'users', id: 3, role: 'user', is_active: true },
  inactive: { collection: 'users', id: 4, role: 'admin', is_active: false },
  admin: { collection: 'users', id: 2, role: 'admin', is_active: true },
} as const

const answers = (rule: Access | undefined) =>
  Object.fromEntries(Object.entries(CALLERS).map(([name, user]) => [name, rule?.({ req: { user } } as never)]))

const STAFF = { anonymous: false, user: false, inactive: false, admin: true }
const NOBODY = { anonymous: false, user: false, inactive: false, admin: false }

const ownerOnly = (id: number) => ({
  and: [{ 'user.value': { equals: id } }, { 'user.relationTo': { equals: 'users' } }],
})

const keepData = ({ data }: { data?: object }) => data
const openAccess = () => true

/** A sanitized config as Payload hands it over: internal collections open to any signed-in account. */
function sanitized() {
  const collection = (slug: string) => ({
    slug,
    access: { create: openAccess, read: openAccess, update: openAccess, delete: openAccess },
    hooks: { beforeValidate: slug === 'payload-locked-documents' ? [keepData] : undefined },
  })
  const slugs = ['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-kv', 'payload-jobs']
  return {
    collections: [...slugs.map(collection), collection('pages')],
    jobs: { access: { run: openAccess } },
  } as unknown as SanitizedConfig
}

const harden = () => {
  const config = hardenInternalCollections(sanitized())
  const bySlug = (slug: string) => config.collections.find((c) => c.slug === slug)!
  return { config, bySlug }
}

describe('hardenInternalCollections', () => {
  it('document locks are for active staff only, for every operation', () => {
    const { access } = harden().bySlug('payload-locked-documents')
    for (const op of ['create', 'read', 'update', 'delete'] as const) expect(answers(access[op])).toEqual(STAFF)
  })

  it('preferences belong to the signed-in account that owns them; anonymous callers get none', () => {
    const { access } = harden().bySlug('payload-preferences')
    for (const op of ['create', 'read', 'update', 'delete'] as const) {
      expect(answers(access[op])).toEqual({
        anonymous: false,
        user: ownerOnly(3),
        inactive: ownerOnly(4),
        admin: ownerOnly(2),
      })
    }
  })

  it('migrations and the key-value store are closed to every caller; jobs are readable by staff only', () => {
    const { bySlug } = harden()
    for (const slug of ['payload-migrations', 'payload-kv']) {
      for (const op of ['create', 'read', 'update', 'delete'] as const)
        expect(answers(bySlug(slug).access[op])).toEqual(NOBODY)
    }
    const jobs = bySlug('payload-jobs').access
    expect(answers(jobs.read)).toEqual(STAFF)
    for (const op of ['create', 'update', 'delete'] as const) expect(answers(jobs[op])).toEqual(NOBODY)
  })

  it('leaves the site collections as they were', () => {
    const { access } = harden().bySlug('pages')
    expect(answers(access.read)).toEqual({ anonymous: true, user: true, inactive: true, admin: true })
  })

  it("a lock always names the caller, whatever account the body claims, before Payload's own hooks", () => {
    const hooks = harden().bySlug('payload-locked-documents').hooks.beforeValidate!
    expect(hooks).toHaveLength(2)
    expect(hooks[1]).toBe(keepData)
    const lockHolderIsSelf = hooks[0] as (args: object) => unknown
    const data = { document: { relationTo: 'pages', value: 9 }, user: { relationTo: 'users', value: 1 } }
    expect(lockHolderIsSelf({ data, req: { user: CALLERS.admin } })).toEqual({
      document: { relationTo: 'pages', value: 9 },
      user: { relationTo: 'users', value: 2 },
    })
    expect(lockHolderIsSelf({ data, req: { user: undefined } })).toBe(data)
    expect(lockHolderIsSelf({ data: undefined, req: { user: CALLERS.admin } })).toBeUndefined()
    expect(harden().bySlug('payload-preferences').hooks.beforeValidate).toBeUndefined()
    const bare = sanitized()
    bare.collections[0].hooks.beforeValidate = undefined as never
    expect(hardenInternalCollections(bare).collections[0].hooks.beforeValidate).toEqual([hooks[0]])
  })

  it("leaves the jobs queue's access to the jobs config (jobs/index.ts)", () => {
    const config = sanitized()
    const access = config.jobs!.access
    expect(hardenInternalCollections(config).jobs!.access).toBe(access)
    expect(access).toEqual({ run: openAccess })
  })
})

describe('staffOnlyVersions', () => {
  it('versions are staff-only unless a collection or global chose its own rule', async () => {
    const own = () => true
    const config = (await staffOnlyVersions({
      collections: [
        { slug: 'pages', fields: [] },
        { slug: 'posts', fields: [], access: { readVersions: own } },
      ],
      globals: [
        { slug: 'header', fields: [] },
        { slug: 'footer', fields: [], access: { readVersions: own } },
      ],
    } as unknown as Config)) as Config
    expect(config.collections!.map((c) => c.access?.readVersions)).toEqual([isAdmin, own])
    expect(config.globals!.map((g) => g.access?.readVersions)).toEqual([isAdmin, own])
    expect(await staffOnlyVersions({} as Config)).toEqual({ collections: undefined, globals: undefined })
  })
})
