import { describe, expect, it } from 'vitest'

import { conversion, documentFigures, entryPath, reportRange, summarise } from './report'

describe('reportRange', () => {
  it('offers 7, 30 and 90 days, 30 by default', () => {
    expect(reportRange('7')).toBe(7)
    expect(reportRange('90')).toBe(90)
    expect(reportRange('365')).toBe(30)
    expect(reportRange(undefined)).toBe(30)
  })
})

describe('entryPath', () => {
  it('is the first page without its query', () => {
    expect(entryPath('/cloud-hosting?utm_campaign=aws')).toBe('/cloud-hosting')
    expect(entryPath('')).toBeNull()
    expect(entryPath('https://evil.example/')).toBeNull()
  })
})

describe('summarise', () => {
  it('fills every day of the range and leaves out views before it', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const report = summarise(
      [
        { day: '2026-11-26', path: '/', views: 4 },
        { day: '2026-11-24', path: '/', views: 1 },
        { day: '2026-11-24', path: '/faqs', campaign: 'winter', views: 2 },
      ],
      [{ attribution: { landing_page: '/faqs?utm_campaign=winter', utm_campaign: 'winter' } }],
      3,
      now,
    )
    expect(report.daily).toEqual([
      { day: '2026-11-24', views: 3 },
      { day: '2026-11-25', views: 0 },
      { day: '2026-11-26', views: 4 },
    ])
    expect(report.pages.map((p) => [p.name, p.views, p.enquiries])).toEqual([
      ['/', 5, 0],
      ['/faqs', 2, 1],
    ])
    expect(report.campaigns).toEqual([{ name: 'winter', views: 2, enquiries: 1, conversion: 0.5 }])
    expect([report.enquiries, report.uncounted]).toEqual([1, 0])
  })

  const now = new Date('2026-11-26T12:00:00Z')
  const lead = (landing_page?: string, utm_campaign?: string) => ({ attribution: { landing_page, utm_campaign } })

  it('never shows a rate over 100%: enquiries beyond a page’s counted views, or with no first page, show apart', () => {
    const report = summarise(
      [
        { day: '2026-11-26', path: '/contact', views: 1 },
        { day: '2026-11-26', path: '/landing/aws', campaign: 'aws', views: 4 },
      ],
      [lead('/contact'), lead('/contact'), lead('/landing/aws?utm_campaign=aws', 'aws'), lead(), lead('/faqs', 'x')],
      7,
      now,
    )
    expect(report.pages).toEqual([
      { name: '/landing/aws', views: 4, enquiries: 1, conversion: 0.25 },
      { name: '/contact', views: 1, enquiries: 1, conversion: 1 },
    ])
    // The second /contact enquiry, the one with no first page, and /faqs (no counted view).
    expect(report.uncounted).toBe(3)
    expect(report.enquiries).toBe(5)
    expect(report.campaigns).toEqual([{ name: 'aws', views: 4, enquiries: 1, conversion: 0.25 }])
  })

  it('adds up to every enquiry of the range, pages past the limit in one "Other pages" row', () => {
    const views = ['/a', '/b', '/c', '/d'].map((path, i) => ({ day: '2026-11-26', path, views: 10 - i }))
    const report = summarise(views, [lead('/a'), lead('/c'), lead('/d'), lead('/d'), lead()], 7, now, 2)
    expect(report.pages.map((p) => [p.name, p.views, p.enquiries])).toEqual([
      ['/a', 10, 1],
      ['/b', 9, 0],
      ['Other pages (2)', 15, 3],
    ])
    expect(report.pages.reduce((sum, p) => sum + p.enquiries, 0) + report.uncounted).toBe(report.enquiries)
    expect(report.enquiries).toBe(5)
  })
})

describe('conversion', () => {
  it('is enquiries from counted visits over counted views, none without views', () => {
    expect(conversion(1, 4)).toBe(0.25)
    expect(conversion(0, 0)).toBeNull()
  })
})

describe('documentFigures', () => {
  it('adds up one page over 7, 30 and 90 days and leaves out other pages and older days', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const lead = (landing: string, createdAt: string) => ({ attribution: { landing_page: landing }, createdAt })
    const figures = documentFigures(
      [
        { day: '2026-11-26', path: '/cloud', views: 4 },
        { day: '2026-11-20', path: '/cloud', views: 6 },
        { day: '2026-11-01', path: '/cloud', views: 10 },
        { day: '2026-09-01', path: '/cloud', views: 20 },
        { day: '2026-08-01', path: '/cloud', views: 1000 },
        { day: '2026-11-26', path: '/other', views: 99 },
      ],
      [
        lead('/cloud?utm_campaign=x', '2026-11-25T10:00:00Z'),
        lead('/cloud', '2026-10-30T10:00:00Z'),
        lead('/cloud', '2026-09-05T10:00:00Z'),
        lead('/cloud-hosting', '2026-11-25T10:00:00Z'),
        lead('/other', '2026-11-25T10:00:00Z'),
      ],
      '/cloud',
      now,
    )
    expect(figures.ranges).toEqual([
      { days: 7, views: 10, enquiries: 1, uncounted: 0, conversion: 0.1 },
      { days: 30, views: 20, enquiries: 2, uncounted: 0, conversion: 0.1 },
      { days: 90, views: 40, enquiries: 3, uncounted: 0, conversion: 3 / 40 },
    ])
    expect(figures.daily).toHaveLength(90)
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-26', views: 4 })
  })

  it('has no conversion rate without views, and shows enquiries beyond the views apart', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const figures = documentFigures([], [], '/new', now)
    expect(figures.ranges.map((r) => r.conversion)).toEqual([null, null, null])
    const busy = documentFigures(
      [{ day: '2026-11-26', path: '/contact', views: 1 }],
      [1, 2].map(() => ({ attribution: { landing_page: '/contact' }, createdAt: '2026-11-26T10:00:00Z' })),
      '/contact',
      now,
    )
    expect(busy.ranges[0]).toEqual({ days: 7, views: 1, enquiries: 1, uncounted: 1, conversion: 1 })
  })
})
