import { describe, expect, it } from 'vitest'

import type { ApiLead } from '../shared/contract-types'
import { leadStats, weekStart } from './lead-stats'

const lead = (over: Partial<ApiLead>): ApiLead =>
  ({ status: 'new', topic: 'Support', overdue: false, first_contacted_at: null, ...over }) as ApiLead

describe('weekStart', () => {
  it('is the Monday of the UK week', () => {
    expect(weekStart(Date.parse('2026-11-23T10:00:00Z'))).toBe('2026-11-23') // Monday
    expect(weekStart(Date.parse('2026-11-29T23:30:00Z'))).toBe('2026-11-23') // Sunday night
    // 23:30 UTC on Sunday 28 June is already Monday 29 June in London (BST)
    expect(weekStart(Date.parse('2026-06-28T23:30:00Z'))).toBe('2026-06-29')
  })
})

describe('leadStats', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  // Computed inside each test, not while collecting, so mutation testing links the code to the tests.
  const stats = () =>
    leadStats(
      [
        lead({ created_at: '2026-11-24T09:00:00Z', first_contacted_at: '2026-11-24T10:00:00Z', status: 'contacted' }),
        lead({
          created_at: '2026-11-23T09:00:00Z',
          first_contacted_at: '2026-11-23T12:00:00Z',
          status: 'qualified',
          topic: 'SAP Business One',
        }),
        lead({ created_at: '2026-11-16T09:00:00Z', overdue: true }),
        lead({ created_at: '2025-01-01T09:00:00Z', first_contacted_at: '2025-01-05T09:00:00Z', status: 'contacted' }),
      ],
      now,
    )

  it('counts statuses and overdue leads', () => {
    expect(stats().by_status).toEqual({ new: 1, contacted: 2, qualified: 1 })
    expect(stats().overdue).toBe(1)
  })

  it('takes the median of the last 30 days only', () => {
    expect(stats().median_minutes_to_first_contact).toBe(120)
  })

  it('has 12 weeks, oldest first, with counts per topic', () => {
    expect(stats().weeks).toHaveLength(12)
    expect(stats().weeks[11]).toEqual({
      week_start: '2026-11-23',
      total: 2,
      by_topic: { Support: 1, 'SAP Business One': 1 },
    })
    expect(stats().weeks[10]).toEqual({ week_start: '2026-11-16', total: 1, by_topic: { Support: 1 } })
    expect(stats().weeks[0].week_start).toBe('2026-09-07')
    expect(stats().topics).toEqual(['SAP Business One', 'Support'])
  })

  it('has no median without contacted leads', () => {
    expect(leadStats([], now).median_minutes_to_first_contact).toBeNull()
  })

  it('takes the median of an odd count by value, and counts contact before arrival as zero minutes', () => {
    const contacted = (created_at: string, first_contacted_at: string) =>
      lead({ created_at, first_contacted_at, status: 'contacted' })
    const leads = [
      contacted('2026-11-24T09:00:00Z', '2026-11-24T09:09:00Z'),
      contacted('2026-11-24T09:00:00Z', '2026-11-24T10:40:00Z'),
      contacted('2026-11-24T09:00:00Z', '2026-11-24T09:10:00Z'),
    ]
    expect(leadStats(leads, now).median_minutes_to_first_contact).toBe(10)
    expect(
      leadStats([contacted('2026-11-24T09:00:00Z', '2026-11-24T08:00:00Z')], now).median_minutes_to_first_contact,
    ).toBe(0)
  })

  it('counts a lead that arrived exactly 30 days ago, not one a minute earlier', () => {
    const arrivedAt = (created: number) =>
      lead({
        created_at: new Date(created).toISOString(),
        first_contacted_at: new Date(created + 5 * 60_000).toISOString(),
        status: 'contacted',
      })
    const thirtyDays = 30 * 86_400_000
    expect(leadStats([arrivedAt(now - thirtyDays)], now).median_minutes_to_first_contact).toBe(5)
    expect(leadStats([arrivedAt(now - thirtyDays - 60_000)], now).median_minutes_to_first_contact).toBeNull()
  })

  it('files leads without a topic under Other and lists topics alphabetically, ignoring case', () => {
    const result = leadStats(
      [
        lead({ created_at: '2026-11-24T09:00:00Z', topic: 'banking' }),
        lead({ created_at: '2026-11-24T09:00:00Z', topic: '' }),
        lead({ created_at: '2026-11-24T09:00:00Z', topic: 'Accounts' }),
        lead({ created_at: '2026-11-24T09:00:00Z', topic: 'Accounts' }),
      ],
      now,
    )
    expect(result.topics).toEqual(['Accounts', 'banking', 'Other'])
    expect(result.weeks[11]).toEqual({
      week_start: '2026-11-23',
      total: 4,
      by_topic: { banking: 1, Other: 1, Accounts: 2 },
    })
    expect(result.weeks.map((w) => w.week_start).slice(8)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
    expect(result.overdue).toBe(0)
  })
})
