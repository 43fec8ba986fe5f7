import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

/** What the admin's "Save draft" sends: a draft, over Payload's REST as the admin does. */
const saveDraft = async (collection: string, body: Record<string, unknown>, id?: number | string) => {
  const res = await t.request(`/api/${collection}${id == null ? '' : `/${id}`}?draft=true`, {
    method: id == null ? 'POST' : 'PATCH',
    as: 'admin',
    body: { _status: 'draft', ...body },
  })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return (await res.json()).doc
}

describe('an address from the title', () => {
  it('gives a new page its path on the first save, unique, kept when the title changes', async () => {
    const page = await saveDraft('pages', { title: 'Winter webinar' })
    expect(page.path).toBe('/winter-webinar')
    expect((await saveDraft('pages', { title: 'Winter Webinar!' })).path).toBe('/winter-webinar-2')

    const renamed = await saveDraft('pages', { title: 'Winter webinar 2027' }, page.id)
    expect(renamed.path).toBe('/winter-webinar')
    // The editor's own path, at any depth, is theirs.
    expect((await saveDraft('pages', { title: 'Deep', path: '/solutions/deep-dive' })).path).toBe(
      '/solutions/deep-dive',
    )
    const edited = await saveDraft('pages', { path: '/webinars/winter' }, page.id)
    expect(edited.path).toBe('/webinars/winter')
  })

  it('gives a new landing page and post their slugs the same way', async () => {
    const landing = await saveDraft('landing-pages', { title: 'Winter webinar' })
    expect(landing.slug).toBe('winter-webinar')
    expect((await saveDraft('landing-pages', { title: 'Winter webinar' })).slug).toBe('winter-webinar-2')
    expect((await saveDraft('landing-pages', { title: 'Spring' }, landing.id)).slug).toBe('winter-webinar')
    expect((await saveDraft('posts', { title: 'Winter webinar' })).slug).toBe('winter-webinar')
  })

  it('still refuses a page with neither title nor path, and a malformed path, with a 400', async () => {
    const none = await t.request('/api/pages', { method: 'POST', as: 'admin', body: { _status: 'published' } })
    expect(none.status).toBe(400)
    const bad = await t.request('/api/pages', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Bad', path: 'Not A Path', _status: 'published' },
    })
    expect(bad.status).toBe(400)
  })
})
