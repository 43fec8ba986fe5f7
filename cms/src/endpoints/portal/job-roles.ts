import { defineEndpoint } from '../../contract/define-endpoint'
import { existingDoc } from '../../contract/lookups'
import { json } from '../../contract/http'
import { toJobRole } from '../../contract/mappers'
import { jobRoleSchema } from '../../shared/schemas'
import { jobRoleListResponse, jobRoleResponse } from '../../shared/responses'

const NOT_FOUND = 'Job role not found'

const listJobRoles = defineEndpoint({
  method: 'get',
  path: '/portal/leads/job-roles',
  summary: 'Job roles by name',
  access: 'admin',
  ok: [200, '{ roles: ApiJobRole[] }'],
  response: jobRoleListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'job-roles',
      sort: 'name',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
      overrideAccess: false,
      req,
    })
    return json({ roles: docs.map(toJobRole) })
  },
})

const createJobRole = defineEndpoint({
  method: 'post',
  path: '/portal/leads/job-roles',
  summary: 'Create a job role',
  access: 'admin',
  ok: [201, 'ApiJobRole'],
  response: jobRoleResponse,
  errors: [400, 409],
  body: jobRoleSchema,
  handler: async ({ req, body: { name } }) => {
    // The collection refuses a duplicate name (409); the admin's own rights suffice.
    // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
    const doc = await req.payload.create({ collection: 'job-roles', data: { name }, overrideAccess: false, req })
    return json(toJobRole(doc), 201)
  },
})

/** Users holding the role lose it (the collection's beforeDelete hook). */
const deleteJobRole = defineEndpoint({
  method: 'delete',
  path: '/portal/leads/job-roles/:id',
  summary: 'Delete a job role (cleared from users)',
  access: 'admin',
  ok: [200, 'ApiJobRole (deleted)'],
  response: jobRoleResponse,
  errors: [404],
  handler: async ({ req }) => {
    const { id } = await existingDoc(req, 'job-roles', NOT_FOUND)
    // Stryker disable next-line BooleanLiteral: the collection's rules admit every admin the endpoint lets in (isAdminUser both)
    const doc = await req.payload.delete({ collection: 'job-roles', id, overrideAccess: false, req })
    return json(toJobRole(doc))
  },
})

export const jobRoleEndpoints = [listJobRoles, createJobRole, deleteJobRole]
