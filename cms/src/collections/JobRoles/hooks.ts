import type { CollectionBeforeDeleteHook } from 'payload'

/** Users keep no dangling job role; done here so SQLite and MongoDB behave alike. */
export const clearJobRoleFromUsers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'users',
    where: { job_role: { equals: id } },
    data: { job_role: null },
    overrideAccess: true,
    req,
  })
}
