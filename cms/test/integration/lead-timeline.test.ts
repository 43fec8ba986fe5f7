import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson } from '../contract'
import { makeAdvisor, startTestServer, type TestServer } from '../harness'

/**
 * Every change to a lead is on its timeline in words, with who made it, whichever way it came:
 * Payload REST (as the admin saves) or the portal's contract.
 */
let t: TestServer
let id: number | string

beforeAll(async () => {
  t = await startTestServer()
  await makeAdvisor(t)
  const lead = await t.payload.create({
    collection: 'leads',
    data: { first_name: 'Lee', email: 'lee@harbour.example', company: 'Harbour Foods', message: 'Hi', status: 'new' },
    overrideAccess: true,
  })
  id = lead.id
})
afterAll(() => t?.close())

type Entry = { type: string; detail: string; by: { email: string; name: string } | null }

/** The entries written since the last call, oldest first. */
let seen = 1
async function newEntries(): Promise<Entry[]> {
  const { activity } = await expectJson(await t.request(`/api/portal/leads/inbound/${id}`, { as: 'admin' }))
  const fresh = (activity as Entry[]).slice(0, activity.length - seen).reverse()
  seen = activity.length
  return fresh.map(({ type, detail, by }) => ({ type, detail, by: by && { email: by.email, name: by.name } }))
}

const admin = () => ({ email: t.accounts.admin.email, name: 'admin Tester' })
const superAdmin = () => ({ email: t.accounts.super_admin.email, name: 'super_admin Tester' })

describe('the lead timeline records every change', () => {
  it('through Payload REST: a value, as the admin saves it', async () => {
    const res = await t.request(`/api/leads/${id}`, { method: 'PATCH', as: 'admin', body: { value_gbp: 45000 } })
    expect(res.status).toBe(200)
    expect(await newEntries()).toEqual([{ type: 'value_changed', detail: 'Value set to £45,000', by: admin() }])
  })

  it('through Payload REST: contact details, one entry each, and nothing for a save that changes nothing', async () => {
    const res = await t.request(`/api/leads/${id}`, {
      method: 'PATCH',
      as: 'super_admin',
      body: { phone: '0161 496 0123', company: 'Harbour Foods Ltd', role: '' },
    })
    expect(res.status).toBe(200)
    expect(await newEntries()).toEqual([
      { type: 'details_changed', detail: 'Company changed from Harbour Foods to Harbour Foods Ltd', by: superAdmin() },
      { type: 'details_changed', detail: 'Phone set to +44 161 496 0123', by: superAdmin() },
    ])
    const again = await t.request(`/api/leads/${id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { phone: '0161 496 0123', message: 'Hi again', value_gbp: 45000 },
    })
    expect(again.status).toBe(200)
    expect(await newEntries()).toEqual([])
  })

  it('through the contract: status, advisor and value, each once, by the caller', async () => {
    await expectJson(
      await t.request(`/api/portal/leads/inbound/${id}/assign`, {
        method: 'PUT',
        as: 'super_admin',
        body: { status: 'contacted', assigned_to: t.accounts.admin.email, value_gbp: 50000 },
      }),
    )
    expect(await newEntries()).toEqual([
      { type: 'status_changed', detail: 'Status changed from New to Contacted', by: superAdmin() },
      { type: 'assigned', detail: 'Assigned to admin Tester', by: superAdmin() },
      { type: 'value_changed', detail: 'Value changed from £45,000 to £50,000', by: superAdmin() },
    ])
  })

  it('through the contract: an outcome and then a reopening', async () => {
    const reason = await t.payload.create({
      collection: 'outcome-reasons',
      data: { name: 'Local support', outcome: 'won' },
    })
    const body = { status: 'contacted', outcome: 'won', outcome_reason: reason.id }
    await expectJson(await t.request(`/api/portal/leads/inbound/${id}/assign`, { method: 'PUT', as: 'admin', body }))
    expect(await newEntries()).toEqual([
      { type: 'outcome_changed', detail: 'Marked Won, reason: Local support', by: admin() },
    ])
    await expectJson(
      await t.request(`/api/portal/leads/inbound/${id}/assign`, {
        method: 'PUT',
        as: 'admin',
        body: { status: 'contacted', outcome: 'open', value_gbp: null },
      }),
    )
    expect(await newEntries()).toEqual([
      { type: 'value_changed', detail: 'Value removed (was £50,000)', by: admin() },
      { type: 'outcome_changed', detail: 'Reopened', by: admin() },
    ])
  })
})
