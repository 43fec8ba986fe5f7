import path from 'node:path'

import express, { type RequestHandler } from 'express'

/** The only types /media ever answers with, by stored extension (the upload hook names files by their bytes). */
export const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

/** Payload's own policy for uploaded files, plus a sandbox: nothing served from /media can run. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

/**
 * `/media`: uploaded images only. Any other extension (a file stored before the upload hook, or put
 * there by hand) is a 404, and every answer carries nosniff and a sandboxing CSP, so no upload can
 * become a document or a script on the site's origin.
 */
export function mediaHandler(dir: string): RequestHandler {
  const serve = express.static(dir, {
    maxAge: '30d',
    index: false,
    fallthrough: false,
    dotfiles: 'deny',
    setHeaders(res, file) {
      res.setHeader('Content-Type', MEDIA_TYPES[path.extname(file).toLowerCase()])
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader('Content-Security-Policy', MEDIA_CSP)
    },
  })
  return (req, res, next) => {
    let name: string
    try {
      name = decodeURIComponent(req.path)
    } catch {
      name = ''
    }
    if (!MEDIA_TYPES[path.extname(name).toLowerCase()]) {
      res.status(404).type('text/plain').setHeader('X-Content-Type-Options', 'nosniff').end('Not found')
      return
    }
    serve(req, res, next)
  }
}
