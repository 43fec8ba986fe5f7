import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCalendar } from '../../src/admin/calendar'
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
