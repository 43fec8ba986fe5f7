import { createHash } from 'node:crypto'

import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { findOgContent } from '../og/content'
import { renderOgImage } from '../og/render'
import { parseOgPath } from '../shared/og'

/** Rendered images by path and version; a page's new version simply misses, old ones age out. */
const MAX_CACHED = 200
const cache = new Map<string, { png: Buffer; etag: string }>()

function remember(key: string, entry: { png: Buffer; etag: string }) {
  cache.set(key, entry)
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
}

/**
 * GET /og-image.png?path=/cloud-hosting&v=<updatedAt>: the page's social preview. Rendered once per
 * page version, answered with an ETag; an address carrying the current version is cached for a year.
 * An image address, opened in a browser too: refusals are plain text, not the contract's JSON.
 */
export function ogImageHandler(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    const path = parseOgPath(req.query.path)
    if (!path) {
      res.status(400).type('text/plain').send('path must be a site path such as /cloud-hosting')
      return
    }
    try {
      const content = await findOgContent(payload, path)
      if (!content) {
        res.status(404).type('text/plain').send('No published page at that path')
        return
      }
      const key = `${path}\n${content.version}`
      let entry = cache.get(key)
      if (!entry) {
        const png = await renderOgImage(content)
        entry = { png, etag: `"${createHash('sha1').update(key).update(png).digest('base64url')}"` }
        remember(key, entry)
      }
      const current = req.query.v === content.version
      res.set({
        'Content-Type': 'image/png',
        ETag: entry.etag,
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      })
      if (req.fresh) {
        res.status(304).end()
        return
      }
      res.send(entry.png)
    } catch (error) {
      next(error)
    }
  }
}
