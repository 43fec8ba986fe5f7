import { findOr404 } from '../../contract/lookups'
import { endpoint, idParam, json, readInput } from '../../contract/http'
import { toJobRole } from '../../contract/mappers'
import { jobRoleSchema } from '../../shared/schemas'
import { requireAdmin } from '../../contract/session'

const NOT_FOUND = 'Job role not found'

export const listJobRolesEndpoint = endpoint('get', '/portal/leads/job-roles', async (req) => {
  await requireAdmin(req)
  const { docs } = await req.payload.find({
    collection: 'job-roles',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return json({ roles: docs.map(toJobRole) })
})

export const createJobRoleEndpoint = endpoint('post', '/portal/leads/job-roles', async (req) => {
  await requireAdmin(req)
  const { name } = await readInput(req, jobRoleSchema)
  // The collection refuses a duplicate name (409); the admin's own rights suffice.
  const doc = await req.payload.create({ collection: 'job-roles', data: { name }, overrideAccess: false, req })
  return json(toJobRole(doc), 201)
})

/** Users holding the role lose it (the collection's beforeDelete hook). */
export const deleteJobRoleEndpoint = endpoint('delete', '/portal/leads/job-roles/:id', async (req) => {
  await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  await findOr404(req, 'job-roles', id, NOT_FOUND)
  const doc = await req.payload.delete({ collection: 'job-roles', id, overrideAccess: false, req })
  return json(toJobRole(doc))
})

export const jobRoleEndpoints = [listJobRolesEndpoint, createJobRoleEndpoint, deleteJobRoleEndpoint]
