import type { PayloadRequest } from 'payload'

import { findOr404 } from '../../contract/lookups'
import { endpoint, HttpError, idParam, json, readInput } from '../../contract/http'
import { toLead } from '../../contract/mappers'
import { leadAssignSchema } from '../../shared/schemas'
import { requireAdmin } from '../../contract/session'

const NOT_FOUND = 'Lead not found'
const NOT_AN_ADVISOR = 'Assigned to must be empty or the e-mail of an active staff member with a job role'

export const listLeadsEndpoint = endpoint('get', '/portal/leads/inbound', async (req) => {
  await requireAdmin(req)
  const { docs } = await req.payload.find({
    collection: 'leads',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return json({ leads: docs.map(toLead) })
})

/** Advisors are active portal users with a job role (SPEC §2, Manage Inbound Leads). */
async function assertAdvisor(req: PayloadRequest, email: string): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: {
      and: [
        { email: { equals: email } },
        { is_active: { not_equals: false } },
        { job_role: { exists: true } },
        { job_role: { not_equals: null } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) throw new HttpError(400, NOT_AN_ADVISOR, { assigned_to: NOT_AN_ADVISOR })
}

export const assignLeadEndpoint = endpoint('put', '/portal/leads/inbound/:id/assign', async (req) => {
  await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  await findOr404(req, 'leads', id, NOT_FOUND)
  const { assigned_to, status } = await readInput(req, leadAssignSchema)
  if (assigned_to) await assertAdvisor(req, assigned_to)
  const data = assigned_to === undefined ? { status } : { status, assigned_to: assigned_to ?? '' }
  const doc = await req.payload.update({ collection: 'leads', id, data, depth: 0, overrideAccess: true, req })
  return json(toLead(doc))
})

export const deleteLeadEndpoint = endpoint('delete', '/portal/leads/inbound/:id', async (req) => {
  await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  await findOr404(req, 'leads', id, NOT_FOUND)
  const doc = await req.payload.delete({ collection: 'leads', id, depth: 0, overrideAccess: true, req })
  return json(toLead(doc))
})

export const leadEndpoints = [listLeadsEndpoint, assignLeadEndpoint, deleteLeadEndpoint]
