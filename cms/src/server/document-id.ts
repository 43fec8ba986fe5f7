/** Second path segments of Payload's collection REST that are routes, not document ids. */
const COLLECTION_ROUTES = new Set([
  'access',
  'count',
  'file',
  'first-register',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'paste-url',
  'refresh-token',
  'reset-password',
  'unlock',
  'verify',
  'versions',
])

/** Collections whose REST routes take a key, not a document id (`/api/payload-preferences/nav`). */
const KEYED_COLLECTIONS = new Set(['payload-preferences'])

/**
 * True for `/api/<collection>/<id>` when the id cannot exist on a database with numeric ids
 * (SQLite), e.g. `/api/pages/abc`: Payload would answer that with a 500, we answer 404.
 */
export function isImpossibleDocumentPath(
  pathname: string,
  collections: ReadonlySet<string>,
  idType: 'number' | 'text',
): boolean {
  if (idType !== 'number') return false
  const [, api, slug, id, ...rest] = pathname.split('/')
  if (
    api !== 'api' ||
    !slug ||
    !id ||
    rest.length > 0 ||
    !collections.has(slug) ||
    KEYED_COLLECTIONS.has(slug) ||
    COLLECTION_ROUTES.has(id)
  )
    return false
  return !/^\d+$/.test(decodeURIComponent(id))
}
