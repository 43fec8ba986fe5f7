import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { viewCounter } from '../../src/analytics/counter'
import { loadAdminHome } from '../../src/admin/home'
import { pagePerformance } from '../../src/analytics/report'
import { londonDay } from '../../src/lib/domain/office-hours'
import { slotsResponse } from '../../src/shared/responses'
import { expectJson } from '../contract'
import { makeAdvisor, startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

const beacon = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request('/api/analytics/view', { method: 'POST', body, headers: { 'user-agent': BROWSER, ...headers } })

describe('page performance without cookies', () => {
  it('counts views by beacon, in batches, and adds up views, enquiries and conversion', async () => {
    const campaign = {
      path: '/cloud-hosting',
      search: '?utm_source=linkedin&utm_campaign=aws&gclid=abc',
      referrer: 'https://www.linkedin.com/',
    }
    for (let i = 0; i < 3; i++) expect((await beacon(campaign)).status).toBe(202)
    for (let i = 0; i < 2; i++) expect((await beacon({ path: '/' })).status).toBe(202)
    // Asked not to be counted, a crawler and a staff screen: the same answer, nothing counted.
    expect((await beacon({ path: '/' }, { dnt: '1' })).status).toBe(202)
    expect((await beacon({ path: '/' }, { 'sec-gpc': '1' })).status).toBe(202)
    expect((await beacon({ path: '/' }, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).status).toBe(202)
    expect((await beacon({ path: '/portal/admin/leads' })).status).toBe(202)

    // Nothing is written per view: the counter holds two rows until it flushes.
    expect((await t.payload.count({ collection: 'page-views', overrideAccess: true })).totalDocs).toBe(0)
    expect(await viewCounter.flush(t.payload)).toBe(2)

    const enquiry = {
      name: 'Ann Lee',
      email: 'ann@acme.example',
      company: 'Acme Engineering',
      message: 'We would like a quote for hosting.',
      source: 'Contact Form /contact',
      utm_source: 'linkedin',
      utm_campaign: 'aws',
      landing_page: '/cloud-hosting?utm_source=linkedin&utm_campaign=aws&gclid=abc',
    }
    expect((await t.request('/api/forms/contact', { method: 'POST', body: enquiry })).status).toBe(201)

    const report = await pagePerformance(t.payload, 7)
    expect(report.pages).toEqual([
      { name: '/cloud-hosting', views: 3, enquiries: 1, conversion: 1 / 3 },
      { name: '/', views: 2, enquiries: 0, conversion: 0 },
    ])
    expect(report.campaigns).toEqual([{ name: 'aws', views: 3, enquiries: 1, conversion: 1 / 3 }])
    expect(report.daily).toHaveLength(7)
    expect(report.daily.at(-1)?.views).toBe(5)

    // A second instance's batch adds to the same day rather than replacing it.
    await beacon({ path: '/' })
    await viewCounter.flush(t.payload)
    expect((await pagePerformance(t.payload, 7)).pages.find((p) => p.name === '/')?.views).toBe(3)
  })

  it('counts a booking as an enquiry of its page and campaign, keeps every rate within 100%, and the home agrees', async () => {
    await makeAdvisor(t)
    const landing = '/landing/group-companies-sap-business-one-aws'
    expect((await beacon({ path: landing, search: '?utm_campaign=groups' })).status).toBe(202)
    expect((await beacon({ path: '/contact' })).status).toBe(202)
    await viewCounter.flush(t.payload)

    const { slots } = slotsResponse.parse(await expectJson(await t.request('/api/forms/booking/slots')))
    const booking = await t.request('/api/forms/booking', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.10' },
      body: {
        start: slots[0],
        first_name: 'Grace',
        email: 'grace@forge.example',
        company: 'Hopper Forgings',
        consent: true,
        source: `Discovery call booking - ${landing}`,
        utm_campaign: 'groups',
        landing_page: `${landing}?utm_campaign=groups`,
      },
    })
    expect(booking.status).toBe(201)
    // One view of /contact and two enquiries whose visits began there: one visit was not counted.
    for (const i of [11, 12]) {
      const sent = await t.request('/api/forms/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: {
          name: 'Ann Lee',
          email: `ann${i}@acme.example`,
          company: 'Acme',
          message: 'Please call me.',
          landing_page: '/contact',
        },
      })
      expect(sent.status).toBe(201)
    }

    const report = await pagePerformance(t.payload, 7)
    expect(report.pages).toEqual(
      expect.arrayContaining([
        { name: landing, views: 1, enquiries: 1, conversion: 1 },
        { name: '/contact', views: 1, enquiries: 1, conversion: 1 },
      ]),
    )
    expect(report.campaigns).toEqual(
      expect.arrayContaining([{ name: 'groups', views: 1, enquiries: 1, conversion: 1 }]),
    )
    expect(report.pages.every((row) => row.conversion === null || row.conversion <= 1)).toBe(true)
    expect(report.uncounted).toBe(1)
    const counted = report.pages.reduce((sum, row) => sum + row.enquiries, 0)
    expect(counted + report.uncounted).toBe(report.enquiries)
    expect(report.enquiries).toBe(
      await t.payload.count({ collection: 'leads', overrideAccess: true }).then((c) => c.totalDocs),
    )
    expect((await loadAdminHome(t.payload)).enquiriesThisWeek).toBe(report.enquiries)
  })

  it('folds the rows of days that are over, every total unchanged, and leaves recent days alone', async () => {
    const daysAgo = (n: number) => londonDay(new Date(Date.now() - n * 24 * 60 * 60 * 1000))
    const rows = [
      ...[2, 3, 4].map((views) => ({ day: daysAgo(10), path: '/erp', campaign: 'autumn', views })),
      { day: daysAgo(10), path: '/erp', referrer: 'bing.com', views: 1 },
      ...[5, 6].map((views) => ({ day: daysAgo(3), path: '/erp', views })),
      ...[1, 1].map((views) => ({ day: daysAgo(1), path: '/erp', views })),
    ]
    for (const data of rows) await t.payload.create({ collection: 'page-views', data, overrideAccess: true })
    const erpRows = async () =>
      (
        await t.payload.find({
          collection: 'page-views',
          where: { path: { equals: '/erp' } },
          pagination: false,
          sort: 'day',
          overrideAccess: true,
        })
      ).docs.map(({ day, referrer, campaign, views }) => ({
        day,
        referrer: referrer ?? null,
        campaign: campaign ?? null,
        views,
      }))
    const before = await pagePerformance(t.payload, 30)

    await t.payload.jobs.queue({ task: 'compact-page-views', input: {} })
    await t.payload.jobs.run({ queue: 'default', limit: 100 })

    expect(await erpRows()).toEqual(
      expect.arrayContaining([
        { day: daysAgo(10), referrer: null, campaign: 'autumn', views: 9 },
        { day: daysAgo(10), referrer: 'bing.com', campaign: null, views: 1 },
        { day: daysAgo(3), referrer: null, campaign: null, views: 11 },
        { day: daysAgo(1), referrer: null, campaign: null, views: 1 },
      ]),
    )
    expect(await erpRows()).toHaveLength(5)
    expect(await pagePerformance(t.payload, 30)).toEqual(before)
  })

  it('keeps the counts for staff: nobody writes them through the API, only staff read them', async () => {
    expect((await t.request('/api/page-views')).status).toBe(403)
    expect((await t.request('/api/page-views', { as: 'user' })).status).toBe(403)
    expect((await t.request('/api/page-views', { as: 'admin' })).status).toBe(200)
    const forged = await t.request('/api/page-views', {
      method: 'POST',
      as: 'admin',
      body: { day: '2026-01-01', path: '/', views: 1e9 },
    })
    expect(forged.status).toBe(403)
  })

  it('refuses a malformed beacon with a 400, not a 500', async () => {
    expect((await beacon({ referrer: 'x' })).status).toBe(400)
    expect(
      (
        await t.request('/api/analytics/view', {
          method: 'POST',
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)
  })
})
