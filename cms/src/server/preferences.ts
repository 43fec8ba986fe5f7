import type { Payload } from 'payload'

const PREFERENCE_PATH = /^\/api\/payload-preferences\/([^/]+)$/

/**
 * Payload's DELETE /api/payload-preferences/<key> answers 500 on SQLite when the signed-in user has
 * no such preference (the adapter fails before Payload's own NotFound). This answers 401/404 first.
 */
export async function preferenceDeleteRefusal(
  payload: Payload,
  method: string,
  pathname: string,
  headers: Headers,
): Promise<{ status: number; detail: string } | null> {
  const match = method === 'DELETE' ? PREFERENCE_PATH.exec(pathname) : null
  if (!match) return null
  const { user } = await payload.auth({ headers })
  if (!user) return { status: 401, detail: 'Sign in to change your preferences' }
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    where: {
      key: { equals: decodeURIComponent(match[1]) },
      'user.value': { equals: user.id },
      'user.relationTo': { equals: user.collection },
    },
    overrideAccess: true,
  })
  return totalDocs ? null : { status: 404, detail: 'No such preference' }
}
