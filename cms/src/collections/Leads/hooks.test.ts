import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { PHONE_INVALID } from '../../shared/constants'
import type { Lead } from '../../shared/payload-types'
import {
  deleteLeadHistory,
  formatLondon,
  leadVars,
  NOT_AN_ADVISOR,
  officeHours,
  recordLeadChanges,
  salesInbox,
  stampLeadClock,
  validateAdvisor,
  validatePhone,
} from './hooks'

type Row = { collection: string; data: Record<string, unknown> }

const USERS: Record<string, Record<string, unknown>> = {
  5: { id: 5, email: 'ada@test.example', first_name: 'Ada', last_name: 'Lovelace', is_active: true, job_role: 1 },
  6: { id: 6, email: 'nameless@test.example', is_active: true, job_role: 1 },
  7: { id: 7, email: 'gone@test.example', is_active: false, job_role: 1 },
  8: { id: 8, email: 'norole@test.example', is_active: true, job_role: null },
}

const REASONS: Record<string, Record<string, unknown>> = { 3: { id: 3, name: 'Local support', outcome: 'won' } }

/** The Local API calls these hooks make, answered from memory and recorded. */
function fakeReq(settings: Record<string, unknown> = {}, user: object | null = null) {
  const created: Row[] = []
  const deleted: Array<{ collection: string; id: unknown }> = []
  const payload = {
    findGlobal: async () => settings,
    find: async () => ({ docs: [] }),
    findByID: async ({ collection, id }: { collection: string; id: number }) =>
      (collection === 'outcome-reasons' ? REASONS[id] : USERS[id]) ?? null,
    create: async ({ collection, data }: Row) => {
      created.push({ collection, data })
      return data
    },
    delete: async ({ collection, id }: { collection: string; id: unknown }) => {
      deleted.push({ collection, id })
    },
  }
  const req = { payload, user, context: {} } as unknown as PayloadRequest
  return { req, created, deleted }
}

const lead = (over: Partial<Lead> = {}) =>
  ({
    id: 11,
    company: 'Acme',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@acme.example',
    phone: '0123',
    topic: 'ERP',
    message: 'Hello',
    source: 'contact',
    status: 'new',
    advisor: null,
    due_at: '2026-11-26T10:00:00.000Z',
    ...over,
  }) as Lead

const activity = (rows: Row[]) => rows.filter((r) => r.collection === 'lead-activity').map((r) => r.data)
const mail = (rows: Row[]) => rows.filter((r) => r.collection === 'outbox').map((r) => [r.data.template, r.data.to])

describe('validateAdvisor', () => {
  const check = (value: unknown) => validateAdvisor(value, { req: fakeReq().req } as never)

  it('takes no advisor, or an active staff member with a job role, by id or as a document', async () => {
    for (const value of [null, undefined, '', { id: null }]) expect(await check(value)).toBe(true)
    expect(await check(5)).toBe(true)
    expect(await check({ id: 5 })).toBe(true)
  })

  it('refuses an inactive account, one without a job role, or an unknown one', async () => {
    for (const value of [7, 8, 99, { id: 7 }]) expect(await check(value)).toBe(NOT_AN_ADVISOR)
  })
})

describe('validatePhone', () => {
  const check = (value: unknown, previousValue?: unknown) => validatePhone(value, { previousValue } as never)

  it('takes no number or a phone number, and refuses anything else', () => {
    expect(check('')).toBe(true)
    expect(check(null)).toBe(true)
    expect(check('+44 161 496 0123')).toBe(true)
    expect(check('abc')).toBe(PHONE_INVALID)
  })

  it('leaves a number stored before the rule as it is', () => {
    expect(check('abc', 'abc')).toBe(true)
    expect(check('abcd', 'abc')).toBe(PHONE_INVALID)
  })
})

describe('stampLeadClock', () => {
  const stamp = (data: Partial<Lead>, operation: 'create' | 'update', originalDoc?: Partial<Lead>) =>
    stampLeadClock({ data, operation, originalDoc } as never) as Partial<Lead>

  it('sets the reply-due time on arrival, unless one was given', () => {
    const due = stamp({}, 'create').due_at
    expect(Date.parse(due!)).toBeGreaterThan(Date.now())
    expect(stamp({ due_at: '2030-01-01T00:00:00.000Z' }, 'create').due_at).toBe('2030-01-01T00:00:00.000Z')
    expect(stamp({}, 'update').due_at).toBeUndefined()
  })

  it('notes the first contact when the status first leaves new', () => {
    const before = Date.now()
    const first = stamp({ status: 'contacted' }, 'update', { status: 'new' }).first_contacted_at!
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before)
    expect(stamp({}, 'update', { status: 'contacted' }).first_contacted_at).toBeDefined()
    expect(stamp({ status: 'new' }, 'update', { status: 'contacted' }).first_contacted_at).toBeUndefined()
    expect(stamp({}, 'create').first_contacted_at).toBeUndefined()
    const earlier = '2026-01-01T00:00:00.000Z'
    expect(stamp({ status: 'qualified' }, 'update', { first_contacted_at: earlier }).first_contacted_at).toBeUndefined()
    expect(stamp({ status: 'qualified', first_contacted_at: earlier }, 'update', {}).first_contacted_at).toBe(earlier)
  })

  it('prices the quote from its hours and term alone', () => {
    const quote = stamp({ quote: { hours: 10, term_months: 12, total: 1 } as never }, 'update', {}).quote!
    expect(quote).toMatchObject({ hours: 10, term_months: 12 })
    expect((quote as { total?: number }).total).not.toBe(1)
    const odd = { hours: 10, term_months: 7, total: 1 }
    expect(stamp({ quote: odd as never }, 'update', {}).quote).toBe(odd)
    const noHours = { hours: '10', term_months: 12 }
    expect(stamp({ quote: noHours as never }, 'update', {}).quote).toBe(noHours)
  })
})

describe('the e-mail values', () => {
  it('formats times in UK time, and nothing for no time', () => {
    expect(formatLondon('2026-07-01T08:30:00.000Z')).toBe('Wed, 1 Jul 2026, 09:30 UK time')
    expect(formatLondon(null)).toBe('')
    expect(formatLondon(undefined)).toBe('')
  })

  it('names the lead, its campaign and its portal link', () => {
    const vars = leadVars(
      fakeReq().req,
      lead({ attribution: { utm_source: 'google', utm_campaign: 'spring', landing_page: '/go/spring' } }),
    )
    expect(vars).toMatchObject({
      company: 'Acme',
      first_name: 'Grace',
      name: 'Grace Hopper',
      email: 'grace@acme.example',
      utm: 'source google, medium -, campaign spring',
      landing_page: '/go/spring',
      due_at: formatLondon('2026-11-26T10:00:00.000Z'),
    })
    expect(vars.portal_link).toMatch(/\/portal\/admin\/leads\?lead=11$/)
    expect(leadVars(fakeReq().req, lead({ attribution: {} })).utm).toBe('')
    expect(leadVars(fakeReq().req, lead({ last_name: null })).name).toBe('Grace')
  })

  it('sends sales mail to the CMS setting first, and shows the office hours or the default', async () => {
    expect(await salesInbox(fakeReq({ sales_email: 'sales@test.example', email: 'hi@test.example' }).req)).toBe(
      'sales@test.example',
    )
    expect(await officeHours(fakeReq({ office_hours: 'Mon-Thu 8-4' }).req)).toBe('Mon-Thu 8-4')
    expect(await officeHours(fakeReq({}).req)).toBe('Mon-Fri 9:00-17:30 UK time')
  })
})

describe('recordLeadChanges', () => {
  const settings = { sales_email: 'sales@test.example', office_hours: 'Mon-Fri' }
  const run = (
    operation: 'create' | 'update',
    doc: Lead,
    previousDoc?: Lead,
    context: Record<string, unknown> = {},
    user: object | null = null,
  ) => {
    const fake = fakeReq(settings, user)
    const done = recordLeadChanges({ operation, doc, previousDoc, context, req: fake.req } as never)
    return { ...fake, done }
  }

  it('on arrival: history, the new-lead message to sales and the acknowledgement to the visitor', async () => {
    const { created, done } = run('create', lead())
    expect(await done).toEqual(lead())
    expect(activity(created)).toEqual([{ lead: 11, type: 'created', detail: 'contact', by: undefined }])
    expect(mail(created)).toEqual([
      ['new-lead', 'sales@test.example'],
      ['lead-acknowledgement', 'grace@acme.example'],
    ])
    expect(created.find((r) => r.data.template === 'new-lead')?.data.related).toEqual({
      relationTo: 'leads',
      value: 11,
    })
  })

  it('a booking gets no acknowledgement, and seeded leads no mail at all', async () => {
    const booked = run('create', lead(), undefined, { booking: true })
    await booked.done
    expect(mail(booked.created)).toEqual([['new-lead', 'sales@test.example']])
    const seeded = run('create', lead({ source: null }), undefined, { seed: true })
    await seeded.done
    expect(activity(seeded.created)).toEqual([{ lead: 11, type: 'created', detail: undefined, by: undefined }])
    expect(mail(seeded.created)).toEqual([])
  })

  it('records a status change by the staff member who made it', async () => {
    const staff = { collection: 'users', id: 5 }
    const { created, done } = run('update', lead({ status: 'contacted' }), lead(), {}, staff)
    await done
    expect(activity(created)).toEqual([
      { lead: 11, type: 'status_changed', detail: 'Status changed from New to Contacted', by: 5 },
    ])
    expect(mail(created)).toEqual([])
  })

  it('records each other change in words, the reason by name, and a merge once', async () => {
    const staff = { collection: 'users', id: 5 }
    const before = lead({ contact_key: 'grace@acme.example' })
    const after = lead({
      value_gbp: 45000,
      outcome: 'won',
      outcome_reason: 3 as never,
      phone: '0161 496 0123',
      contact_key: 'ann@acme.example',
    })
    const { created, done } = run('update', after, before, {}, staff)
    await done
    expect(activity(created)).toEqual([
      { lead: 11, type: 'value_changed', detail: 'Value set to £45,000', by: 5 },
      { lead: 11, type: 'outcome_changed', detail: 'Marked Won, reason: Local support', by: 5 },
      { lead: 11, type: 'details_changed', detail: 'Phone changed from 0123 to 0161 496 0123', by: 5 },
      {
        lead: 11,
        type: 'contact_merged',
        detail: 'Contact grace@acme.example merged into ann@acme.example',
        by: 5,
      },
    ])
    const keyless = run('update', lead({ email: 'g@acme.example' }), lead(), {}, staff)
    await keyless.done
    expect(activity(keyless.created)).toEqual([
      {
        lead: 11,
        type: 'details_changed',
        detail: 'E-mail changed from grace@acme.example to g@acme.example',
        by: 5,
      },
    ])
  })

  it('on assignment: history and the advisor’s message, unless they took it themselves or a booking did', async () => {
    const assigned = run('update', lead({ advisor: 5 }), lead(), {}, { collection: 'users', id: 6 })
    await assigned.done
    expect(activity(assigned.created)).toEqual([
      { lead: 11, type: 'assigned', detail: 'Assigned to Ada Lovelace', by: 6 },
    ])
    expect(mail(assigned.created)).toEqual([['lead-assigned', 'ada@test.example']])
    const own = run('update', lead({ advisor: { id: 5 } as never }), lead(), {}, { collection: 'users', id: 5 })
    await own.done
    expect(mail(own.created)).toEqual([])
    const booked = run('update', lead({ advisor: 5 }), lead(), { booking: true })
    await booked.done
    expect(mail(booked.created)).toEqual([])
  })

  it('names an advisor without a name by e-mail, and records unassignment', async () => {
    const nameless = run('update', lead({ advisor: 6 }), lead(), {}, { collection: 'customers', id: 6 })
    await nameless.done
    expect(activity(nameless.created)).toEqual([
      { lead: 11, type: 'assigned', detail: 'Assigned to nameless@test.example', by: undefined },
    ])
    expect(mail(nameless.created)).toEqual([['lead-assigned', 'nameless@test.example']])
    const unassigned = run('update', lead(), lead({ advisor: 5 }))
    await unassigned.done
    expect(activity(unassigned.created)).toEqual([{ lead: 11, type: 'assigned', detail: 'Unassigned', by: undefined }])
    expect(mail(unassigned.created)).toEqual([])
  })

  it('records nothing when neither the status nor the advisor changed', async () => {
    const { created, done } = run(
      'update',
      lead({ advisor: 5, message: 'Edited' }),
      lead({ advisor: { id: 5 } as never }),
    )
    await done
    expect(created).toEqual([])
  })
})

describe('deleteLeadHistory', () => {
  it('deletes the lead’s history, meetings and tasks one by one, each by its lead', async () => {
    const { req, deleted } = fakeReq()
    const rows: Record<string, { id: number }[]> = {
      'lead-activity': [{ id: 1 }, { id: 2 }],
      meetings: [{ id: 3 }],
      'lead-tasks': [{ id: 4 }],
    }
    const asked: unknown[] = []
    Object.assign(req.payload, {
      find: async ({ collection, where }: { collection: string; where: unknown }) => {
        asked.push({ collection, where })
        return { docs: rows[collection] ?? [] }
      },
    })
    await deleteLeadHistory({ id: 11, req } as never)
    expect(asked).toEqual(
      ['lead-activity', 'meetings', 'lead-tasks'].map((collection) => ({
        collection,
        where: { lead: { equals: 11 } },
      })),
    )
    expect(deleted).toEqual([
      { collection: 'lead-activity', id: 1 },
      { collection: 'lead-activity', id: 2 },
      { collection: 'meetings', id: 3 },
      { collection: 'lead-tasks', id: 4 },
    ])
  })
})
