import type { CollectionAfterReadHook, GlobalAfterReadHook, PayloadRequest } from 'payload'

import { documentPath, isLinkable, LINKABLE_COLLECTIONS, type Linkable } from '../../shared/links'

type Ref = { relationTo: Linkable; value: number | string | Record<string, unknown> }
export type LinkValue = { type?: string | null; reference?: Ref | null; href?: string | null }

/** Every link object (a `type` + `reference` pair, from fields/link) inside a document, at any depth. */
export function collectLinks(value: unknown, found: LinkValue[] = []): LinkValue[] {
  if (Array.isArray(value)) for (const item of value) collectLinks(item, found)
  else if (value && typeof value === 'object') {
    if ('reference' in value && 'type' in value) found.push(value as LinkValue)
    for (const child of Object.values(value)) collectLinks(child, found)
  }
  return found
}

const refId = (ref: Ref) =>
  typeof ref.value === 'object' && ref.value !== null ? (ref.value.id as number | string) : ref.value

/**
 * Sets `href` of every link that points at a document to that document's current address, looked
 * up in one query per collection. A link whose target is gone or unpublished keeps its stored `href`.
 */
export async function resolveLinks<T>(doc: T, req: PayloadRequest): Promise<T> {
  const links = collectLinks(doc).filter(
    (link) => link.type !== 'custom' && link.reference && isLinkable(link.reference.relationTo),
  )
  if (!links.length) return doc
  const paths = new Map<string, string | null>()
  for (const collection of LINKABLE_COLLECTIONS) {
    const ids = [
      ...new Set(links.filter((l) => l.reference!.relationTo === collection).map((l) => refId(l.reference!))),
    ]
    if (!ids.length) continue
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      select: collection === 'pages' ? { path: true } : { slug: true },
      depth: 0,
      limit: ids.length,
      pagination: false,
      req,
      overrideAccess: false,
    })
    for (const found of docs)
      paths.set(`${collection}:${found.id}`, documentPath(collection, found as unknown as Record<string, unknown>))
  }
  for (const link of links) {
    const path = paths.get(`${link.reference!.relationTo}:${refId(link.reference!)}`)
    if (path) link.href = path
  }
  return doc
}

export const resolveLinksInGlobal: GlobalAfterReadHook = ({ doc, req }) => resolveLinks(doc, req)
export const resolveLinksInDocument: CollectionAfterReadHook = ({ doc, req }) => resolveLinks(doc, req)
