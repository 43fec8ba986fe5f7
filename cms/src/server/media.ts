import path from 'node:path'

import { sendResponse } from '@remix-run/node-fetch-server'
import express, { type RequestHandler, type Response } from 'express'
import { handleEndpoints, type Payload } from 'payload'

import { mediaDir } from '../config/derived-settings'
import type { S3Settings } from '../lib/runtime/storage'
import { mediaSecurityHeaders } from '../shared/media'

/** The only types /media ever answers with, by stored extension (the upload hook names files by their bytes). */
export const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  // Stored only as the upload hook's sanitised copy (collections/Media/svg.ts).
  '.svg': 'image/svg+xml',
}

const THIRTY_DAYS = 30 * 24 * 60 * 60

const hardenHeaders = (res: Pick<Response, 'setHeader'>, file: string) => {
  const type = MEDIA_TYPES[path.extname(file).toLowerCase()]
  res.setHeader('Content-Type', type)
  for (const [name, value] of Object.entries(mediaSecurityHeaders(type))) res.setHeader(name, value)
}

const fileName = (requestPath: string): string => {
  try {
    return decodeURIComponent(requestPath).slice(1)
  } catch {
    return ''
  }
}

/**
 * `/media/<file>`: uploaded images only, in both storage modes, so stored URLs never change. Any
 * other extension is a 404, and every answer carries nosniff and a sandboxing CSP, so no upload can
 * become a document or a script on the site's origin. Files come from the local disk by default;
 * with object storage, a redirect to its public URL when there is one, else they stream from the
 * bucket through Payload's file endpoint (which applies the media collection's read access).
 */
export function mediaHandler(payload: Payload, storage: S3Settings | undefined): RequestHandler {
  const fromDisk = express.static(mediaDir(), {
    maxAge: '30d',
    index: false,
    fallthrough: false,
    dotfiles: 'deny',
    setHeaders: hardenHeaders,
  })
  return async (req, res, next) => {
    const name = fileName(req.path)
    if (!name || name.includes('/') || !MEDIA_TYPES[path.extname(name).toLowerCase()]) {
      res.status(404).type('text/plain').setHeader('X-Content-Type-Options', 'nosniff').end('Not found')
      return
    }
    if (!storage) return fromDisk(req, res, next)
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).set('Allow', 'GET, HEAD').end()
    if (storage.publicUrl) return res.redirect(302, `${storage.publicUrl}/${encodeURIComponent(name)}`)
    try {
      const headers = new Headers()
      for (const header of ['if-none-match', 'if-modified-since', 'range']) {
        const value = req.get(header)
        if (value) headers.set(header, value)
      }
      const response = await handleEndpoints({
        config: payload.config,
        request: new Request(new URL(`/api/media/file/${encodeURIComponent(name)}`, 'http://in-process'), {
          method: req.method,
          headers,
        }),
      })
      if (response.ok) res.setHeader('Cache-Control', `public, max-age=${THIRTY_DAYS}`)
      hardenHeaders(res, name)
      response.headers.delete('content-type')
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
