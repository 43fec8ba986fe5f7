import type { RequestHandler } from 'express'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { isImpossibleDocumentPath } from './document-id'
import { sendFetchResponse, toFetchRequest } from './fetch-adapter'
import { preferenceDeleteRefusal } from './preferences'

/** `/api/*`: Payload's REST and the contract's custom endpoints. */
export function apiHandler(payload: Payload): RequestHandler {
  const { config } = payload
  const collections = new Set(config.collections.map((c) => c.slug))
  return async (req, res, next) => {
    if (isImpossibleDocumentPath(req.originalUrl.split('?')[0], collections, payload.db.defaultIDType)) {
      res.status(404).json({ detail: 'Not found', errors: [{ message: 'Not Found' }] })
      return
    }
    try {
      const request = toFetchRequest(req, res)
      const refusal = await preferenceDeleteRefusal(payload, req.method, req.originalUrl.split('?')[0], request.headers)
      if (refusal) {
        res.status(refusal.status).json({ detail: refusal.detail, errors: [{ message: refusal.detail }] })
        return
      }
      const response = await handleEndpoints({ config, request })
      await sendFetchResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}

/** In-process calls from server-rendered pages: no network hop, the visitor's own auth headers. */
export function inProcessApi(config: SanitizedConfig, incoming: Headers) {
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    for (const name of ['authorization', 'cookie', 'x-forwarded-for', 'x-client-ip']) {
      const value = incoming.get(name)
      if (value && !headers.has(name)) headers.set(name, value)
    }
    return handleEndpoints({ config, request: new Request(new URL(path, 'http://in-process'), { ...init, headers }) })
  }
}
