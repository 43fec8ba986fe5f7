import { describe, expect, it } from 'vitest'

import { entryPath, reportRange, summarise } from './report'

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
  })
})
