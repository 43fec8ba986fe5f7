import type { PayloadRequest } from 'payload'

import { asId, findByName, findOr404 } from '../../contract/lookups'
import { endpoint, HttpError, idParam, json, readInput } from '../../contract/http'
import { toUser } from '../../contract/mappers'
import { passwordSchema, userCreateSchema, userUpdateSchema } from '../../shared/schemas'
import { isSuperAdmin, requireAdmin } from '../../contract/session'
import type { User } from '../../shared/payload-types'
import { queuePasswordLink } from '../../lib/email/password-link'

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
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  const role = byId ?? (typeof ref === 'string' ? await findByName(req, 'job-roles', ref) : undefined)
  if (!role) throw new HttpError(400, JOB_ROLE_NOT_FOUND, { job_role: JOB_ROLE_NOT_FOUND })
  return role.id
}

const loadUser = (req: PayloadRequest, id: number | string) =>
  req.payload.findByID({ collection: 'users', id, depth: 1, overrideAccess: true, req })

export const listUsersEndpoint = endpoint('get', '/portal/users', async (req) => {
  await requireAdmin(req)
  const { docs } = await req.payload.find({
    collection: 'users',
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return json({ users: docs.map(toUser) })
})

export const createUserEndpoint = endpoint('post', '/portal/users', async (req) => {
  const actor = await requireAdmin(req)
  const body = await readInput(req, userCreateSchema)
  if (body.role === 'super_admin' && !isSuperAdmin(actor)) throw new HttpError(403, ONLY_SUPER_GRANTS)
  const email = body.email.toLowerCase()
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new HttpError(409, 'A user with this email already exists.', { email: 'Already registered' })
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
    overrideAccess: true,
    req,
  })
  return json(toUser(doc), 201)
})

/** Super_admin accounts are changed only by a super_admin (issue 3, "Rules the spec leaves open"). */
function assertMayChange(actor: User, target: User): void {
  if (target.role === 'super_admin' && !isSuperAdmin(actor)) throw new HttpError(403, ONLY_SUPER_CHANGES)
}

export const updateUserEndpoint = endpoint('put', '/portal/users/:id', async (req) => {
  const actor = await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  const target = await findOr404(req, 'users', id, NOT_FOUND)
  assertMayChange(actor, target)
  const body = await readInput(req, userUpdateSchema)
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
  await req.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: true, req })
  return json(toUser(await loadUser(req, id)))
})

/** Sets a new password (SPEC §8 calls this unimplemented; issue 3 implements it). */
export const setPasswordEndpoint = endpoint('put', '/portal/users/:id/password', async (req) => {
  const actor = await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  const target = await findOr404(req, 'users', id, NOT_FOUND)
  assertMayChange(actor, target)
  const { password } = await readInput(req, passwordSchema)
  await req.payload.update({ collection: 'users', id, data: { password }, depth: 0, overrideAccess: true, req })
  return json(toUser(await loadUser(req, id)))
})

/** "Send a reset link": e-mails the user a link to choose a new password, instead of an admin typing one. */
export const sendResetLinkEndpoint = endpoint('post', '/portal/users/:id/reset-link', async (req) => {
  const actor = await requireAdmin(req)
  const id = idParam(req, NOT_FOUND)
  const target = await findOr404(req, 'users', id, NOT_FOUND)
  assertMayChange(actor, target)
  if (target.is_active === false) throw new HttpError(409, 'This account is inactive. Reactivate it first.')
  await queuePasswordLink(req, target, 'password-reset')
  return json({ success: true })
})

export const userEndpoints = [
  listUsersEndpoint,
  createUserEndpoint,
  updateUserEndpoint,
  setPasswordEndpoint,
  sendResetLinkEndpoint,
]
