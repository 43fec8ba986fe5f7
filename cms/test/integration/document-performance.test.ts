import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { documentPerformance } from '../../src/analytics/report'
import { londonDay } from '../../src/lib/domain/office-hours'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: false })
})
afterAll(() => t?.close())

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => londonDay(new Date(Date.now() - n * DAY_MS))

describe('a document’s performance', () => {
  it('adds up its views, enquiries and conversion over 7, 30 and 90 days', async () => {
    const views = [
      { day: daysAgo(0), path: '/cloud-hosting', views: 5 },
      // Two instances' batches for one day add up.
      { day: daysAgo(3), path: '/cloud-hosting', views: 3 },
      { day: daysAgo(3), path: '/cloud-hosting', campaign: 'aws', views: 2 },
      { day: daysAgo(20), path: '/cloud-hosting', views: 10 },
      { day: daysAgo(60), path: '/cloud-hosting', views: 30 },
      { day: daysAgo(120), path: '/cloud-hosting', views: 1000 },
      { day: daysAgo(1), path: '/pricing', views: 50 },
    ]
    for (const data of views) await t.payload.create({ collection: 'page-views', data, overrideAccess: true })
    const enquiry = (landing_page: string, i: number) =>
      t.request('/api/forms/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: {
          name: 'Ann Lee',
          email: `ann${i}@acme.example`,
          company: 'Acme Engineering',
          message: 'We would like a quote for hosting.',
          landing_page,
        },
      })
    expect((await enquiry('/cloud-hosting?utm_campaign=aws', 1)).status).toBe(201)
    expect((await enquiry('/cloud-hosting', 2)).status).toBe(201)
    // Another page whose address starts the same, and one that only mentions it: not this page's.
    expect((await enquiry('/cloud-hosting-uk', 3)).status).toBe(201)
    expect((await enquiry('/pricing?from=/cloud-hosting', 4)).status).toBe(201)

    const report = await documentPerformance(t.payload, '/cloud-hosting')
    expect(report.ranges).toEqual([
      { days: 7, views: 10, enquiries: 2, uncounted: 0, conversion: 0.2 },
      { days: 30, views: 20, enquiries: 2, uncounted: 0, conversion: 0.1 },
      { days: 90, views: 50, enquiries: 2, uncounted: 0, conversion: 0.04 },
    ])
    expect(report.daily).toHaveLength(90)
    expect(report.daily.reduce((sum, d) => sum + d.views, 0)).toBe(50)
    expect(report.daily.at(-4)).toEqual({ day: daysAgo(3), views: 5 })
  })
})
