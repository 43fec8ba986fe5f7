import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVERYONE, STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let active: { id: number | string }
let inactive: { id: number | string }

beforeAll(async () => {
  t = await startTestServer()
  active = await t.payload.create({
    collection: 'landing-pages',
    overrideAccess: true,
    data: {
      title: 'Group companies',
      description: 'For multi-site groups',
      slug: 'group-companies-sap-business-one-aws',
      template: 'group-companies',
      is_active: true,
      created_by: 'Site Administrator',
      _status: 'published',
    },
  })
  inactive = await t.payload.create({
    collection: 'landing-pages',
    overrideAccess: true,
    data: { title: 'Roadshow', slug: 'spring-roadshow-2026', template: 'none', is_active: false, _status: 'published' },
  })
})
afterAll(() => t?.close())

describe('GET /api/portal/landing-pages/{slug}/check', () => {
  for (const as of EVERYONE) {
    it(`answers ${as} with the active page`, async () => {
      const body = await expectJson(
        await t.request('/api/portal/landing-pages/group-companies-sap-business-one-aws/check', { as }),
      )
      expect(body).toEqual({
        landing_page: {
          id: active.id,
          title: 'Group companies',
          description: 'For multi-site groups',
          slug: 'group-companies-sap-business-one-aws',
          template: 'group-companies',
        },
      })
    })
  }

  it('answers 403 for an inactive page, even to admins', async () => {
    for (const as of ['anonymous', 'admin'] as const) {
      await expectProblem(
        await t.request('/api/portal/landing-pages/spring-roadshow-2026/check', { as }),
        403,
        'This landing page is currently inactive.',
      )
    }
  })

  it('shows an unpublished page only to an admin asking for the draft', async () => {
    const draft = await t.payload.create({
      collection: 'landing-pages',
      overrideAccess: true,
      draft: true,
      data: {
        title: 'Autumn launch',
        slug: 'autumn-launch-draft',
        template: 'none',
        is_active: true,
        _status: 'draft',
      },
    })
    const path = '/api/portal/landing-pages/autumn-launch-draft/check'
    for (const as of ['anonymous', 'user', 'admin'] as const)
      await expectProblem(await t.request(path, { as }), 404, 'Landing page not found.')
    for (const as of ['anonymous', 'user'] as const)
      await expectProblem(await t.request(`${path}?draft=true`, { as }), 404, 'Landing page not found.')
    for (const as of STAFF) {
      const body = await expectJson(await t.request(`${path}?draft=true`, { as }))
      expect(body.landing_page).toMatchObject({ id: draft.id, title: 'Autumn launch', slug: 'autumn-launch-draft' })
      const published = await expectJson(
        await t.request('/api/portal/landing-pages/group-companies-sap-business-one-aws/check?draft=true', { as }),
      )
      expect(published.landing_page).toMatchObject({ id: active.id, slug: 'group-companies-sap-business-one-aws' })
    }
    await t.payload.delete({ collection: 'landing-pages', id: draft.id, overrideAccess: true })
  })

  it('answers 404 for an unknown slug', async () => {
    await expectProblem(await t.request('/api/portal/landing-pages/no-such-page/check'), 404, 'Landing page not found.')
  })
})

describe('GET /api/portal/landing-pages', () => {
  it('refuses outsiders', async () => {
    await expectAdminOnly(t, '/api/portal/landing-pages')
    await expectAdminOnly(t, `/api/portal/landing-pages/${active.id}/toggle`, { method: 'PUT' })
  })

  for (const as of STAFF) {
    it(`lists every page for ${as}, active or not`, async () => {
      const { pages } = await expectJson(await t.request('/api/portal/landing-pages', { as }))
      expect(pages.map((p: { slug: string }) => p.slug).sort()).toEqual([
        'group-companies-sap-business-one-aws',
        'spring-roadshow-2026',
      ])
      const page = pages.find((p: { slug: string }) => p.slug === 'group-companies-sap-business-one-aws')
      expect(page).toMatchObject({
        id: active.id,
        title: 'Group companies',
        is_active: true,
        created_by: 'Site Administrator',
        template: 'group-companies',
      })
      expect(Object.keys(page).sort()).toEqual([
        'created_at',
        'created_by',
        'description',
        'id',
        'is_active',
        'slug',
        'template',
        'title',
      ])
    })
  }
})

describe('PUT /api/portal/landing-pages/{id}/toggle', () => {
  it('flips a page on and off, and the check follows', async () => {
    const on = await expectJson(
      await t.request(`/api/portal/landing-pages/${inactive.id}/toggle`, { method: 'PUT', as: 'admin' }),
    )
    expect(on.is_active).toBe(true)
    await expectJson(await t.request('/api/portal/landing-pages/spring-roadshow-2026/check'))
    const off = await expectJson(
      await t.request(`/api/portal/landing-pages/${inactive.id}/toggle`, { method: 'PUT', as: 'super_admin' }),
    )
    expect(off.is_active).toBe(false)
    await expectProblem(await t.request('/api/portal/landing-pages/spring-roadshow-2026/check'), 403)
  })

  it.each(['999999', 'x'])('answers 404 for page %s', async (id) => {
    await expectProblem(
      await t.request(`/api/portal/landing-pages/${id}/toggle`, { method: 'PUT', as: 'admin' }),
      404,
      'Landing page not found.',
    )
  })
})

describe('GET /api/portal/landing-pages, many pages', () => {
  it('lists every page, not one page of them, newest first', async () => {
    for (let i = 0; i < 10; i++)
      await t.payload.create({
        collection: 'landing-pages',
        overrideAccess: true,
        data: {
          title: `Campaign ${i}`,
          slug: `campaign-${i}`,
          template: 'none',
          is_active: true,
          _status: 'published',
        },
      })
    const { pages } = await expectJson(await t.request('/api/portal/landing-pages', { as: 'admin' }))
    const slugs: string[] = pages.map((p: { slug: string }) => p.slug)
    expect(slugs).toHaveLength(12)
    expect(slugs.slice(0, 3)).toEqual(['campaign-9', 'campaign-8', 'campaign-7'])
    expect(slugs.slice(-2)).toEqual(['spring-roadshow-2026', 'group-companies-sap-business-one-aws'])
  })
})
