import { describe, expect, it } from 'vitest'

import { describeLeadChanges, type LeadState } from './changes'

const lead = (over: LeadState = {}): LeadState => ({
  status: 'new',
  advisor: null,
  value_gbp: null,
  outcome: 'open',
  outcome_reason: null,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.example',
  phone: '',
  company: 'Acme',
  role: null,
  contact_key: 'grace@acme.example',
  ...over,
})

const details = (before: LeadState, after: LeadState) => describeLeadChanges(before, after).map((e) => e.detail)

describe('describeLeadChanges', () => {
  it('says nothing when nothing changed, counting empty, null and missing as one', () => {
    expect(describeLeadChanges(lead(), lead())).toEqual([])
    expect(describeLeadChanges(lead({ phone: null, role: '' }), lead({ phone: '', role: undefined }))).toEqual([])
    expect(describeLeadChanges(lead({ advisor: 5 }), lead({ advisor: '5' }))).toEqual([])
    expect(describeLeadChanges(lead({ outcome: null }), lead({ outcome: 'open' }))).toEqual([])
    expect(describeLeadChanges(lead({ value_gbp: undefined }), lead())).toEqual([])
  })

  it('puts a status change in words', () => {
    expect(describeLeadChanges(lead(), lead({ status: 'contacted' }))).toEqual([
      { type: 'status_changed', detail: 'Status changed from New to Contacted' },
    ])
  })

  it('names the new advisor, or says unassigned', () => {
    expect(describeLeadChanges(lead(), lead({ advisor: 5, advisorName: 'Tom Reynolds' }))).toEqual([
      { type: 'assigned', detail: 'Assigned to Tom Reynolds' },
    ])
    expect(details(lead({ advisor: 5 }), lead({ advisor: 6, advisorName: 'Ada' }))).toEqual(['Assigned to Ada'])
    expect(details(lead({ advisor: 5 }), lead())).toEqual(['Unassigned'])
  })

  it('writes the value in pounds: set, changed, removed, and zero is a value', () => {
    expect(describeLeadChanges(lead(), lead({ value_gbp: 45000 }))).toEqual([
      { type: 'value_changed', detail: 'Value set to £45,000' },
    ])
    expect(details(lead({ value_gbp: 45000 }), lead({ value_gbp: 1250000 }))).toEqual([
      'Value changed from £45,000 to £1,250,000',
    ])
    expect(details(lead({ value_gbp: 45000 }), lead({ value_gbp: null }))).toEqual(['Value removed (was £45,000)'])
    expect(details(lead(), lead({ value_gbp: 0 }))).toEqual(['Value set to £0'])
    expect(details(lead({ value_gbp: 0 }), lead())).toEqual(['Value removed (was £0)'])
  })

  it('marks an outcome with its reason, a reopening, and a reason changed alone', () => {
    expect(
      describeLeadChanges(lead(), lead({ outcome: 'won', outcome_reason: 3, reasonName: 'Local support' })),
    ).toEqual([{ type: 'outcome_changed', detail: 'Marked Won, reason: Local support' }])
    expect(details(lead(), lead({ outcome: 'lost' }))).toEqual(['Marked Lost'])
    expect(details(lead({ outcome: 'lost', outcome_reason: 4 }), lead())).toEqual(['Reopened'])
    expect(
      details(
        lead({ outcome: 'won', outcome_reason: 3 }),
        lead({ outcome: 'won', outcome_reason: 4, reasonName: 'Price' }),
      ),
    ).toEqual(['Reason set to Price'])
    expect(details(lead({ outcome: 'won', outcome_reason: 3 }), lead({ outcome: 'won' }))).toEqual(['Reason removed'])
  })

  it('writes one entry per contact detail: set, changed or removed', () => {
    const entries = describeLeadChanges(
      lead({ role: 'CFO' }),
      lead({ phone: '0161 496 0123', email: 'g@acme.example', role: ' ', first_name: 'Grace ' }),
    )
    expect(entries).toEqual([
      { type: 'details_changed', detail: 'Role removed (was CFO)' },
      { type: 'details_changed', detail: 'E-mail changed from grace@acme.example to g@acme.example' },
      { type: 'details_changed', detail: 'Phone set to 0161 496 0123' },
    ])
    expect(details(lead(), lead({ first_name: 'Ada', last_name: 'King', company: 'Acme Ltd' }))).toEqual([
      'First name changed from Grace to Ada',
      'Last name changed from Hopper to King',
      'Company changed from Acme to Acme Ltd',
    ])
  })

  it('records a merge into another contact, never a lead gaining its first key', () => {
    expect(describeLeadChanges(lead(), lead({ contact_key: 'ann@acme.example' }))).toEqual([
      { type: 'contact_merged', detail: 'Contact grace@acme.example merged into ann@acme.example' },
    ])
    expect(describeLeadChanges(lead({ contact_key: null }), lead({ contact_key: 'x@acme.example' }))).toEqual([])
    expect(describeLeadChanges(lead(), lead({ contact_key: null }))).toEqual([])
  })

  it('lists several changes of one save in the drawer’s order', () => {
    expect(
      describeLeadChanges(
        lead(),
        lead({ status: 'qualified', advisor: 5, advisorName: 'Tom', value_gbp: 10, outcome: 'won', phone: '1' }),
      ).map((e) => e.type),
    ).toEqual(['status_changed', 'assigned', 'value_changed', 'outcome_changed', 'details_changed'])
  })
})
