import type { Payload } from 'payload'

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

/** The ids each kind of database gives documents: numbers (SQLite), ObjectIds (MongoDB), or any text. */
export type DocumentIdKind = 'number' | 'objectid' | 'text'

export const ID_PATTERNS: Record<DocumentIdKind, RegExp | undefined> = {
  number: /^\d+$/,
  objectid: /^[0-9a-f]{24}$/i,
  text: undefined,
}

/** The kind of ids the database Payload is connected to gives its documents. */
export const documentIdKind = (payload: Pick<Payload, 'db'>): DocumentIdKind =>
  payload.db.name === 'mongoose' ? 'objectid' : payload.db.defaultIDType

/**
 * True for `/api/<collection>/<id>` when the id cannot exist on the database, e.g. `/api/pages/abc`:
 * Payload would answer that with a 500 (SQLite) or its own 404 without our `detail`; we answer 404.
 */
export function isImpossibleDocumentPath(
  pathname: string,
  collections: ReadonlySet<string>,
  idKind: DocumentIdKind,
): boolean {
  const pattern = ID_PATTERNS[idKind]
  if (!pattern) return false
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
  return !pattern.test(decodeURIComponent(id))
}
