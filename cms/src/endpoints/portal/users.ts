import type { PayloadRequest } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { asId, findByName, findOr404 } from '../../contract/lookups'
import { HttpError, idParam, json } from '../../contract/http'
import { toUser } from '../../contract/mappers'
import { passwordSchema, userCreateSchema, userUpdateSchema } from '../../shared/schemas'
import { isSuperAdmin } from '../../contract/session'
import type { User } from '../../shared/payload-types'
import { queuePasswordLink } from '../../lib/runtime/email/password-link'
import { successSchema, userListResponse, userResponse } from '../../shared/responses'

const NOT_FOUND = 'User not found'
const JOB_ROLE_NOT_FOUND = 'Job role not found'
const ONLY_SUPER_GRANTS = 'Only a super admin can grant the super admin role.'
const ONLY_SUPER_CHANGES = 'Only a super admin can change a super admin account.'

/** A job role by id or name: null clears it, undefined leaves it alone, anything unknown is a 400. */
async function resolveJobRole(
  req: PayloadRequest,
  ref: number | string | null | undefined,
): Promise<number | string | null | undefined> {
  if (ref === undefined || ref === null) return ref
  const id = asId(req, ref)
  const byId =
    id === undefined
      ? null
      : await req.payload.findByID({
          collection: 'job-roles',
          id,
          depth: 0,
          // Stryker disable next-line BooleanLiteral: admin-only endpoint, and job-roles' read access admits every admin
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  const role = byId ?? (typeof ref === 'string' ? await findByName(req, 'job-roles', ref) : undefined)
  if (!role) throw new HttpError(400, JOB_ROLE_NOT_FOUND, { job_role: JOB_ROLE_NOT_FOUND })
  return role.id
}

const loadUser = (req: PayloadRequest, id: number | string) =>
  // Stryker disable next-line BooleanLiteral: admin-only callers; users' and job-roles' read access admit every admin
  req.payload.findByID({ collection: 'users', id, depth: 1, overrideAccess: true, req })

const listUsers = defineEndpoint({
  method: 'get',
  path: '/portal/users',
  summary: 'Portal users',
  access: 'admin',
  ok: [200, '{ users: ApiUser[] }'],
  response: userListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'users',
      sort: 'createdAt',
      pagination: false,
      depth: 1,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; users' and job-roles' read access admit every admin
      overrideAccess: true,
      req,
    })
    return json({ users: docs.map(toUser) })
  },
})

const createUser = defineEndpoint({
  method: 'post',
  path: '/portal/users',
  summary: 'Create a user',
  access: 'admin',
  ok: [201, 'ApiUser'],
  response: userResponse,
  errors: [400, 409],
  body: userCreateSchema,
  handler: async ({ req, user: actor, body }) => {
    if (body.role === 'super_admin' && !isSuperAdmin(actor)) throw new HttpError(403, ONLY_SUPER_GRANTS)
    const email = body.email.toLowerCase()
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; users' read access admits every admin
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0)
      throw new HttpError(409, 'A user with this email already exists.', { email: 'Already registered' })
    const job_role = await resolveJobRole(req, body.job_role)
    const doc = await req.payload.create({
      collection: 'users',
      data: {
        email,
        password: body.password,
        first_name: body.first_name,
        last_name: body.last_name,
        role: body.role,
        job_role: job_role as number | null | undefined,
        is_active: true,
      },
      depth: 1,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; users' create access admits every admin (super_admin checked above)
      overrideAccess: true,
      req,
    })
    return json(toUser(doc), 201)
  },
})

/**
 * The `:id` user, if the actor may change it: super_admin accounts are changed only by a super_admin
 * (issue 3, "Rules the spec leaves open"). Runs before the body is read, so 404/403 win over a bad body.
 */
async function changeableUser(req: PayloadRequest, actor: User): Promise<{ id: number | string; target: User }> {
  const id = idParam(req, NOT_FOUND)
  const target = await findOr404(req, 'users', id, NOT_FOUND)
  if (target.role === 'super_admin' && !isSuperAdmin(actor)) throw new HttpError(403, ONLY_SUPER_CHANGES)
  return { id, target }
}

const updateUser = defineEndpoint({
  method: 'put',
  path: '/portal/users/:id',
  summary: 'Edit or (de)activate a user',
  access: 'admin',
  ok: [200, 'ApiUser'],
  response: userResponse,
  errors: [400, 404],
  body: userUpdateSchema,
  prepare: changeableUser,
  handler: async ({ req, user: actor, body, prepared: { id, target } }) => {
    if (body.role === 'super_admin' && target.role !== 'super_admin' && !isSuperAdmin(actor))
      throw new HttpError(403, ONLY_SUPER_GRANTS)
    if (target.id === actor.id) {
      if (body.is_active === false)
        throw new HttpError(400, 'You cannot deactivate your own account.', { is_active: 'Not for your own account' })
      if (body.role && body.role !== target.role)
        throw new HttpError(400, 'You cannot change your own role.', { role: 'Not for your own account' })
    }
    const job_role = await resolveJobRole(req, body.job_role)
    const data = Object.fromEntries(
      Object.entries({
        first_name: body.first_name,
        last_name: body.last_name,
        role: body.role,
        is_active: body.is_active,
        job_role,
      }).filter(([, value]) => value !== undefined),
    )
    // Stryker disable next-line BooleanLiteral: changeableUser already applied canUpdateUser's rule (admins: no other super_admin)
    await req.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: true, req })
    return json(toUser(await loadUser(req, id)))
  },
})

/** Sets a new password (SPEC §8 calls this unimplemented; issue 3 implements it). */
const setPassword = defineEndpoint({
  method: 'put',
  path: '/portal/users/:id/password',
  summary: "Set a user's password",
  access: 'admin',
  ok: [200, 'ApiUser'],
  response: userResponse,
  errors: [400, 404],
  body: passwordSchema,
  prepare: changeableUser,
  handler: async ({ req, body: { password }, prepared: { id } }) => {
    // Stryker disable next-line BooleanLiteral: changeableUser already applied canUpdateUser's rule (admins: no other super_admin)
    await req.payload.update({ collection: 'users', id, data: { password }, depth: 0, overrideAccess: true, req })
    return json(toUser(await loadUser(req, id)))
  },
})

/** "Send a reset link": e-mails the user a link to choose a new password, instead of an admin typing one. */
const sendResetLink = defineEndpoint({
  method: 'post',
  path: '/portal/users/:id/reset-link',
  summary: 'E-mail the user a link to choose a new password',
  access: 'admin',
  ok: [200, '{ success: true }'],
  response: successSchema,
  errors: [404, 409],
  prepare: changeableUser,
  handler: async ({ req, prepared: { target } }) => {
    if (target.is_active === false) throw new HttpError(409, 'This account is inactive. Reactivate it first.')
    await queuePasswordLink(req, target, 'password-reset')
    return json({ success: true })
  },
})

export const userEndpoints = [listUsers, createUser, updateUser, setPassword, sendResetLink]
