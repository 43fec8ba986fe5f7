import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let won: number | string
let lost: number | string
const ids: Array<number | string> = []

beforeAll(async () => {
  t = await startTestServer()
  won = (await t.payload.create({ collection: 'outcome-reasons', data: { name: 'Local support', outcome: 'won' } })).id
  lost = (await t.payload.create({ collection: 'outcome-reasons', data: { name: '=Price', outcome: 'lost' } })).id
  for (const [company, topic, utm_campaign] of [
    ['Harbour Foods', 'Support', 'spring'],
    ['Northgate', 'Support', ''],
    ['Kestrel', 'Cloud hosting', ''],
  ]) {
    const doc = await t.payload.create({
      collection: 'leads',
      data: {
        first_name: 'Lee',
        email: 'lee@buyer.example',
        company,
        topic,
        message: 'Hi',
        status: 'new',
        attribution: { utm_campaign },
      },
      overrideAccess: true,
    })
    ids.push(doc.id)
  }
})
afterAll(() => t?.close())

const assign = (id: number | string, body: Record<string, unknown>, as: 'admin' | 'super_admin' = 'admin') =>
  t.request(`/api/portal/leads/inbound/${id}/assign`, { method: 'PUT', as, body: { status: 'contacted', ...body } })

describe('deal value and outcome', () => {
  it('refuses outsiders, and a plain user learns nothing', async () => {
    await expectAdminOnly(t, `/api/portal/leads/inbound/${ids[0]}/assign`, {
      method: 'PUT',
      body: { status: 'new', value_gbp: 5, outcome: 'won' },
    })
    await expectAdminOnly(t, '/api/portal/leads/outcome-reasons')
    const lead = await t.payload.findByID({ collection: 'leads', id: ids[0], overrideAccess: true })
    expect(lead.value_gbp ?? null).toBeNull()
    expect(lead.outcome).toBe('open')
  })

  it('lists the reasons admins keep, by name', async () => {
    const { reasons } = await expectJson(await t.request('/api/portal/leads/outcome-reasons', { as: 'admin' }))
    expect(reasons).toEqual([
      { id: lost, name: '=Price', outcome: 'lost' },
      { id: won, name: 'Local support', outcome: 'won' },
    ])
  })

  it('sets value, outcome and reason together, stamps closed_at and records it on the timeline', async () => {
    const lead = await expectJson(await assign(ids[0], { value_gbp: 12_000, outcome: 'won', outcome_reason: won }))
    expect(lead.value_gbp).toBe(12_000)
    expect(lead.outcome).toBe('won')
    expect(lead.outcome_reason).toEqual({ id: won, name: 'Local support', outcome: 'won' })
    expect(Date.parse(lead.closed_at)).toBeGreaterThan(Date.now() - 60_000)
    expect(lead.status).toBe('contacted') // SPEC's status is its own field
    const detail = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[0]}`, { as: 'admin' }))
    const entry = detail.activity.find((a: { type: string }) => a.type === 'outcome_changed')
    expect(entry.detail).toBe('Marked Won, reason: Local support')
    expect(entry.by.email).toBe(t.accounts.admin.email)
  })

  it('keeps what is not sent: a status change leaves value and outcome alone', async () => {
    const lead = await expectJson(await assign(ids[0], { status: 'qualified' }, 'super_admin'))
    expect([lead.status, lead.value_gbp, lead.outcome]).toEqual(['qualified', 12_000, 'won'])
  })

  it('refuses a reason of the other outcome, a reason on an open lead and a value that is not whole pounds', async () => {
    const wrong = await expectProblem(await assign(ids[1], { outcome: 'won', outcome_reason: lost }), 400)
    expect(wrong.errors?.outcome_reason).toBe('Choose a reason for won leads')
    const open = await expectProblem(await assign(ids[1], { outcome: 'open', outcome_reason: won }), 400)
    expect(open.errors?.outcome_reason).toBe('Choose a reason only for a won or lost lead')
    for (const value_gbp of [12.5, -1, '100', 2_000_000_000]) {
      const bad = await expectProblem(await assign(ids[1], { value_gbp }), 400)
      expect(bad.errors?.value_gbp).toMatch(/whole number of pounds/)
    }
    await expectProblem(await assign(ids[1], { outcome: 'maybe' }), 400, 'Outcome must be open, won or lost')
    const lead = await t.payload.findByID({ collection: 'leads', id: ids[1], overrideAccess: true })
    expect([lead.status, lead.outcome, lead.value_gbp ?? null]).toEqual(['new', 'open', null])
  })

  it('reopening drops the reason and closed_at', async () => {
    await expectJson(await assign(ids[2], { value_gbp: 3_000, outcome: 'lost', outcome_reason: lost }))
    const lead = await expectJson(await assign(ids[2], { outcome: 'open' }))
    expect([lead.outcome, lead.outcome_reason, lead.closed_at]).toEqual(['open', null, null])
    await expectJson(await assign(ids[2], { outcome: 'lost', outcome_reason: lost }))
  })

  it('adds up the pipeline and the win rates on the dashboard', async () => {
    await expectJson(await assign(ids[1], { value_gbp: 4_500 }))
    const { pipeline } = await expectJson(await t.request('/api/portal/leads/stats', { as: 'admin' }))
    expect(pipeline.open_value_gbp).toBe(4_500)
    expect(pipeline.open_count).toBe(1)
    expect(pipeline.won_value_gbp).toBe(12_000)
    expect(pipeline.won_count).toBe(1)
    expect(pipeline.quarter.label).toMatch(/^Q[1-4] \d{4} /)
    expect(pipeline.win_rate_by_topic).toEqual([
      { key: 'Cloud hosting', won: 0, lost: 1, rate: 0 },
      { key: 'Support', won: 1, lost: 0, rate: 1 },
    ])
    expect(pipeline.win_rate_by_source).toContainEqual({ key: 'Campaign: spring', won: 1, lost: 0, rate: 1 })
  })

  it('exports value, outcome and reason, formula-safe', async () => {
    const text = await (await t.request('/api/portal/leads/inbound/export.csv', { as: 'admin' })).text()
    const [header, ...rows] = text.trim().split('\r\n')
    expect(header).toContain('value_gbp,outcome,outcome_reason,closed_at')
    const kestrel = rows.find((row) => row.includes('Kestrel'))!
    expect(kestrel).toContain(",3000,lost,'=Price,")
  })

  it('keeps reason names unique whatever their case', async () => {
    const res = await t.request('/api/outcome-reasons', {
      method: 'POST',
      as: 'admin',
      body: { name: ' local SUPPORT ', outcome: 'won' },
    })
    expect(res.status).toBe(409)
  })
})
