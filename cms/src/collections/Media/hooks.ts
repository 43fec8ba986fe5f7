import type { CollectionAfterReadHook } from 'payload'

const mediaUrl = (filename: unknown) =>
  typeof filename === 'string' && filename ? `/media/${encodeURIComponent(filename)}` : null

/** The site serves uploads (and their sizes) under /media with long cache headers; Payload's own URL is /api/media/file. */
export const serveFromMediaPath: CollectionAfterReadHook = ({ doc }) => {
  if (doc.filename) doc.url = mediaUrl(doc.filename)
  for (const size of Object.values(
    (doc.sizes ?? {}) as Record<string, { filename?: string | null; url?: string | null }>,
  ))
    if (size) size.url = mediaUrl(size.filename)
  return doc
}
