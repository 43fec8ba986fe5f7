import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadAdminHome } from '../../src/admin/home'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

describe('the admin home', () => {
  it('lists drafts, recent edits, what is scheduled next and the week’s enquiries', async () => {
    const published = await t.payload.create({
      collection: 'pages',
      data: { title: 'Published page', path: '/published', _status: 'published' },
      overrideAccess: true,
    })
    const draft = await t.payload.create({
      collection: 'landing-pages',
      data: { title: 'Draft campaign', slug: 'draft-campaign', _status: 'draft' },
      overrideAccess: true,
    })
    await t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'landing-pages', value: String(draft.id) } } as never,
      waitUntil: new Date(Date.now() + 86_400_000),
    })
    for (const email of ['a@example.com', 'b@example.com'])
      await t.payload.create({
        collection: 'leads',
        data: {
          first_name: 'Ada',
          last_name: 'L',
          email,
          company: 'Acme',
          topic: 'sap',
          message: 'Hello',
          consent: true,
        } as never,
        overrideAccess: true,
      })

    const home = await loadAdminHome(t.payload)
    expect(home.drafts.map((d) => d.title)).toEqual(['Draft campaign'])
    expect(home.recent.map((d) => d.title)).toEqual(['Draft campaign', 'Published page'])
    expect(home.recent[1].href).toBe(`/admin/collections/pages/${published.id}`)
    expect(home.scheduled).toEqual([
      expect.objectContaining({
        title: 'Draft campaign',
        kind: 'Landing page',
        note: expect.stringMatching(/^Publishes /),
      }),
    ])
    expect(home.enquiriesThisWeek).toBe(2)
  })
})
