import express, { type RequestHandler } from 'express'
import { handleEndpoints, type Payload } from 'payload'

import { mediaDir } from '../lib/env'
import type { S3Settings } from '../lib/storage'
import { sendFetchResponse } from './fetch-adapter'

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * `/media/<file>` in both storage modes, so stored URLs never change: from the local disk by
 * default; with object storage, a redirect to its public URL when there is one, else streamed
 * from the bucket through Payload's file endpoint (which applies the media collection's read access).
 */
export function mediaHandler(payload: Payload, storage: S3Settings | undefined): RequestHandler {
  if (!storage) return express.static(mediaDir(), { maxAge: '30d', index: false, fallthrough: false })
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).set('Allow', 'GET, HEAD').end()
    const filename = req.path.slice(1)
    if (!filename || filename.includes('/')) return void res.status(404).end()
    if (storage.publicUrl) return res.redirect(302, `${storage.publicUrl}/${filename}`)
    try {
      const headers = new Headers()
      for (const name of ['if-none-match', 'if-modified-since', 'range']) {
        const value = req.get(name)
        if (value) headers.set(name, value)
      }
      const response = await handleEndpoints({
        config: payload.config,
        request: new Request(new URL(`/api/media/file/${filename}`, 'http://in-process'), {
          method: req.method,
          headers,
        }),
      })
      if (response.ok) res.setHeader('Cache-Control', `public, max-age=${THIRTY_DAYS}`)
      await sendFetchResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
