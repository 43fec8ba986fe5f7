import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCalendar } from '../../src/admin/calendar'
import { loadAdminHome } from '../../src/admin/home'
import { describeSchedule, NOT_SCHEDULED } from '../../src/admin/schedule'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let pageId: number | string
let landingId: number | string
const publishAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
const unpublishAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000)

beforeAll(async () => {
  t = await startTestServer()
  const page = await t.payload.create({
    collection: 'pages',
    data: { title: 'Winter offer', path: '/winter-offer', _status: 'draft' },
    overrideAccess: true,
  })
  const landing = await t.payload.create({
    collection: 'landing-pages',
    data: { title: 'Spring campaign', slug: 'spring', _status: 'published' },
    overrideAccess: true,
  })
  pageId = page.id
  landingId = landing.id
  const queue = (type: string, relationTo: string, value: number | string, waitUntil: Date) =>
    t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo, value: String(value) } } as never,
      waitUntil,
    })
  await queue('publish', 'pages', pageId, publishAt)
  await queue('unpublish', 'landing-pages', landingId, unpublishAt)
})
afterAll(() => t?.close())

const json = async (res: Response) => {
  expect(res.status).toBe(200)
  return res.json()
}

describe('"Scheduled for" on the document and in the list', () => {
  it('shows staff the next planned publish of a document', async () => {
    const doc = await json(await t.request(`/api/pages/${pageId}?draft=true`, { as: 'admin' }))
    expect(doc.scheduled).toBe(describeSchedule({ type: 'publish', at: publishAt }))
    const list = await json(await t.request('/api/landing-pages?limit=50', { as: 'admin' }))
    const row = list.docs.find((d: { id: unknown }) => d.id === landingId)
    expect(row.scheduled).toMatch(/^Unpublishes \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
    const other = list.docs.find((d: { id: unknown }) => d.id !== landingId)
    expect(other?.scheduled ?? NOT_SCHEDULED).toBe(NOT_SCHEDULED)
  })

  it('tells visitors nothing about what is planned', async () => {
    const res = await t.request(`/api/landing-pages/${landingId}`)
    expect(res.status).toBe(200)
    expect((await res.json()).scheduled ?? null).toBeNull()
  })
})

describe('the content calendar', () => {
  it('lists each scheduled change on its day, with the document’s title and admin link', async () => {
    const weeks = await loadCalendar(t.payload, new Date(), 3)
    const entries = weeks.flatMap((w) => w.days.flatMap((d) => d.entries.map((e) => ({ ...e, day: d.key }))))
    expect(entries.map((e) => [e.title, e.type, e.kind, e.href])).toEqual([
      ['Winter offer', 'publish', 'Page', `/admin/collections/pages/${pageId}`],
      ['Spring campaign', 'unpublish', 'Landing page', `/admin/collections/landing-pages/${landingId}`],
    ])
    expect(entries[0].day).toBe(publishAt.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }))
  })

  it('drops a schedule once it has run', async () => {
    await t.payload.delete({
      collection: 'payload-jobs',
      where: { 'input.doc.relationTo': { equals: 'pages' } },
      overrideAccess: true,
    })
    const weeks = await loadCalendar(t.payload, new Date(), 3)
    expect(weeks.flatMap((w) => w.days.flatMap((d) => d.entries)).map((e) => e.title)).toEqual(['Spring campaign'])
  })
})

describe('publishing at once or unpublishing', () => {
  const queue = (type: string, id: number | string, waitUntil: Date) =>
    t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'pages', value: String(id) } } as never,
      waitUntil,
    })
  const pending = async (id: number | string) =>
    (
      await t.payload.find({
        collection: 'payload-jobs',
        where: { and: [{ 'input.doc.value': { equals: String(id) } }, { completedAt: { exists: false } }] },
        overrideAccess: true,
        depth: 0,
      })
    ).docs.map((job) => (job.input as { type: string }).type)
  const patch = (id: number | string, body: Record<string, unknown>, query = '') =>
    t.request(`/api/pages/${id}${query}`, { method: 'PATCH', as: 'admin', body })
  const scheduledLine = async (id: number | string) =>
    (await json(await t.request(`/api/pages/${id}?draft=true`, { as: 'admin' }))).scheduled

  it('cancels the pending scheduled publish, keeps a planned unpublish, and the sidebar, list and home say so', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'Spring webinar', path: '/spring-webinar', _status: 'draft' },
      overrideAccess: true,
    })
    await queue('publish', page.id, publishAt)
    await queue('unpublish', page.id, unpublishAt)

    // Saving a draft keeps the plan.
    expect((await patch(page.id, { title: 'Spring webinar 2027' }, '?draft=true&autosave=true')).status).toBe(200)
    expect(await scheduledLine(page.id)).toBe(describeSchedule({ type: 'publish', at: publishAt }))

    const published = await json(await patch(page.id, { _status: 'published' }))
    expect(published.doc.scheduled).toBe(describeSchedule({ type: 'unpublish', at: unpublishAt }))
    expect(await pending(page.id)).toEqual(['unpublish'])
    expect(await scheduledLine(page.id)).toBe(describeSchedule({ type: 'unpublish', at: unpublishAt }))
    const list = await json(await t.request('/api/pages?limit=100&draft=true', { as: 'admin' }))
    expect(list.docs.find((d: { id: unknown }) => d.id === page.id).scheduled).toMatch(/^Unpublishes /)
    const home = await loadAdminHome(t.payload)
    expect(home.scheduled.filter((s) => s.title === 'Spring webinar 2027').map((s) => s.note)).toEqual([
      describeSchedule({ type: 'unpublish', at: unpublishAt }),
    ])
  })

  it('cancels it when the page is unpublished', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'Autumn webinar', path: '/autumn-webinar', _status: 'published' },
      overrideAccess: true,
    })
    await queue('publish', page.id, publishAt)
    expect((await patch(page.id, { _status: 'draft' })).status).toBe(200)
    expect(await pending(page.id)).toEqual([])
    expect(await scheduledLine(page.id)).toBe(NOT_SCHEDULED)
  })

  it('leaves a later plan alone when the publish is the schedule running', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'Summer webinar', path: '/summer-webinar', _status: 'draft' },
      overrideAccess: true,
    })
    await queue('publish', page.id, new Date(Date.now() - 1000))
    await queue('publish', page.id, publishAt)
    await t.payload.jobs.run({ queue: 'default', limit: 100 })
    const doc = await t.payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })
    expect(doc._status).toBe('published')
    expect(await pending(page.id)).toEqual(['publish'])
  })
})
