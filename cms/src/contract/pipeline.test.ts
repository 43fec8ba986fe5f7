import { describe, expect, it } from 'vitest'

import type { ApiLead } from '../shared/contract-types'
import { pipelineStats, sourceKey, ukQuarter, winRates } from './pipeline'

const lead = (over: Partial<ApiLead>): ApiLead =>
  ({
    topic: 'Support',
    source: '',
    utm_campaign: '',
    outcome: 'open',
    value_gbp: null,
    closed_at: null,
    ...over,
  }) as ApiLead

describe('ukQuarter', () => {
  it('runs from midnight UK time on the first day to the next quarter', () => {
    expect(ukQuarter(Date.parse('2026-02-14T12:00:00Z'))).toEqual({
      label: 'Q1 2026 (Jan–Mar)',
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-03-31T23:00:00.000Z', // 1 April 00:00 BST
    })
    expect(ukQuarter(Date.parse('2026-11-25T12:00:00Z'))).toEqual({
      label: 'Q4 2026 (Oct–Dec)',
      start: '2026-09-30T23:00:00.000Z', // 1 October 00:00 BST
      end: '2027-01-01T00:00:00.000Z',
    })
  })

  it('reads the instant on the UK clock at the boundaries', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: already Q3.
    expect(ukQuarter(Date.parse('2026-06-30T23:30:00Z')).label).toBe('Q3 2026 (Jul–Sep)')
    expect(ukQuarter(Date.parse('2026-06-30T22:59:59Z')).label).toBe('Q2 2026 (Apr–Jun)')
    // New Year in London is New Year in UTC (GMT).
    expect(ukQuarter(Date.parse('2026-12-31T23:59:59Z')).label).toBe('Q4 2026 (Oct–Dec)')
    expect(ukQuarter(Date.parse('2027-01-01T00:00:00Z')).label).toBe('Q1 2027 (Jan–Mar)')
  })
})

describe('winRates', () => {
  it('counts won and lost per key, leaves open leads out, most closed first', () => {
    const rows = winRates(
      [
        lead({ topic: 'Support', outcome: 'won' }),
        lead({ topic: 'Support', outcome: 'lost' }),
        lead({ topic: 'Support', outcome: 'lost' }),
        lead({ topic: 'Support', outcome: 'open' }),
        lead({ topic: 'Cloud hosting', outcome: 'won' }),
        lead({ topic: 'Implementation', outcome: 'open' }),
      ],
      (l) => l.topic,
    )
    expect(rows).toEqual([
      { key: 'Support', won: 1, lost: 2, rate: 1 / 3 },
      { key: 'Cloud hosting', won: 1, lost: 0, rate: 1 },
    ])
  })

  it('orders by how many were closed, whatever the order of the leads, and ties by name', () => {
    const closed = (topic: string, outcome: 'won' | 'lost') => lead({ topic, outcome })
    const rows = winRates(
      [
        closed('Cloud hosting', 'won'),
        closed('Support', 'lost'),
        closed('Add-ons', 'lost'),
        closed('Support', 'won'),
        closed('Support', 'won'),
      ],
      (l) => l.topic,
    )
    expect(rows.map((row) => row.key)).toEqual(['Support', 'Add-ons', 'Cloud hosting'])
  })

  it('keys a lead by its campaign, else its source, else the default label', () => {
    expect(sourceKey({ utm_campaign: 'spring', source: 'Contact Form /x' })).toBe('Campaign: spring')
    expect(sourceKey({ utm_campaign: '', source: 'Contact Form /x' })).toBe('Contact Form /x')
    expect(sourceKey({ utm_campaign: '', source: '' })).toBe('Contact form')
  })
})

describe('pipelineStats', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it('sums open values and what was won in this UK quarter only', () => {
    const stats = pipelineStats(
      [
        lead({ value_gbp: 12_000 }),
        lead({ value_gbp: null }),
        lead({ outcome: 'won', value_gbp: 5_000, closed_at: '2026-10-01T08:00:00Z' }),
        // 1 October 00:00 BST is 30 September 23:00 UTC: inside Q4.
        lead({ outcome: 'won', value_gbp: 700, closed_at: '2026-09-30T23:00:00Z' }),
        lead({ outcome: 'won', value_gbp: 9_999, closed_at: '2026-09-30T22:59:59Z' }),
        lead({ outcome: 'lost', value_gbp: 3_000, closed_at: '2026-11-01T08:00:00Z' }),
        // The next quarter's first instant is not this quarter's.
        lead({ outcome: 'won', value_gbp: 444, closed_at: '2027-01-01T00:00:00Z' }),
      ],
      now,
    )
    expect(stats.open_value_gbp).toBe(12_000)
    expect(stats.open_count).toBe(2)
    expect(stats.won_value_gbp).toBe(5_700)
    expect(stats.won_count).toBe(2)
    expect(stats.quarter.label).toBe('Q4 2026 (Oct–Dec)')
    expect(stats.win_rate_by_topic).toEqual([{ key: 'Support', won: 4, lost: 1, rate: 0.8 }])
  })

  it('counts a lead without a topic under Other', () => {
    const stats = pipelineStats([lead({ topic: '', outcome: 'lost', closed_at: '2026-11-01T08:00:00Z' })], now)
    expect(stats.win_rate_by_topic).toEqual([{ key: 'Other', won: 0, lost: 1, rate: 0 }])
  })
})
