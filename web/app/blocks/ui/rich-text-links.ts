import { documentPath, isLinkable } from '@shared/links'

/** The parts of a Lexical link node's fields this site reads (Payload's LinkFields, loosely typed). */
export type RichTextLinkFields = {
  linkType?: string
  url?: string | null
  newTab?: boolean | null
  doc?: { relationTo?: string; value?: unknown } | null
}

/** Addresses a link may lead to: a site path or anchor, http(s), mail and phone. Nothing else. */
const SAFE_HREF = /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i

/** The href itself when it is a kind the site links to, else null (a `javascript:` or `//host` URL). */
export const safeHref = (href: string | null | undefined): string | null => {
  const trimmed = href?.trim() ?? ''
  return SAFE_HREF.test(trimmed) ? trimmed : null
}

/**
 * Where a rich-text link leads. An internal link names a document, which the page's read (depth 1)
 * has populated: its current path, so a renamed page's links follow it. A document that is gone or
 * unpublished gives null (the words show without a link), never a stale address.
 */
export function richTextLinkHref(fields: RichTextLinkFields | null | undefined): string | null {
  if (fields?.linkType !== 'internal') return safeHref(fields?.url)
  const { relationTo, value } = fields.doc ?? {}
  if (!isLinkable(relationTo) || !value || typeof value !== 'object') return null
  return documentPath(relationTo, value as Record<string, unknown>)
}
