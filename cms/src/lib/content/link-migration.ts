import type { Payload, PayloadRequest } from 'payload'

/** Page ids by path, for turning typed paths into page references. */
export type PageIds = ReadonlyMap<string, number | string>

type LinkLike = Record<string, unknown> & { href?: unknown }

/** A typed address as a link target: a reference when it is exactly a page's path, else a custom URL. */
export function linkTarget(href: string, pages: PageIds) {
  const id = pages.get(href)
  return id === undefined
    ? { type: 'custom' as const, href, reference: null }
    : { type: 'reference' as const, href, reference: { relationTo: 'pages' as const, value: id } }
}

/**
 * A copy of `value` in which every link (an object `isLink` accepts, with a string `href` and no
 * reference yet) points at the page with that path, or is marked as a custom URL.
 */
export function withPageReferences<T>(value: T, pages: PageIds, isLink: (node: LinkLike) => boolean): T {
  if (Array.isArray(value)) return value.map((item) => withPageReferences(item, pages, isLink)) as T
  if (value === null || typeof value !== 'object') return value
  const node = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withPageReferences(child, pages, isLink)]),
  ) as LinkLike
  if (typeof node.href !== 'string' || node.reference || node.type === 'custom' || !isLink(node)) return node as T
  return { ...node, ...linkTarget(node.href, pages) } as T
}

/** Links as stored by fields/link: the `reference` key is always there (null when unset). */
export const isStoredLink = (node: LinkLike) => 'reference' in node && 'type' in node

export async function pageIdsByPath(payload: Payload, req?: PayloadRequest): Promise<Map<string, number | string>> {
  const { docs } = await payload.find({
    collection: 'pages',
    select: { path: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((page) => [page.path, page.id]))
}

/**
 * Turns typed links (menus, footer, page and landing-page blocks) that match a page's path into
 * references, and marks the rest as custom URLs. Used by the seed and the data migration; saves only
 * what changed.
 */
export async function convertTypedLinks(payload: Payload, req?: PayloadRequest): Promise<number> {
  const pages = await pageIdsByPath(payload, req)
  let changed = 0
  for (const slug of ['navigation', 'footer'] as const) {
    const doc = await payload.findGlobal({ slug, depth: 0, overrideAccess: true, req })
    const next = withPageReferences(doc, pages, isStoredLink)
    if (JSON.stringify(next) === JSON.stringify(doc)) continue
    await payload.updateGlobal({ slug, data: next as never, depth: 0, overrideAccess: true, req })
    changed++
  }
  for (const collection of ['pages', 'landing-pages'] as const) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, overrideAccess: true, req })
    for (const doc of docs) {
      const blocks = withPageReferences(doc.blocks, pages, isStoredLink)
      if (JSON.stringify(blocks) === JSON.stringify(doc.blocks)) continue
      await payload.update({ collection, id: doc.id, data: { blocks } as never, depth: 0, overrideAccess: true, req })
      changed++
    }
  }
  return changed
}
