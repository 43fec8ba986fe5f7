import type { RequestHandler } from 'express'
import { handleEndpoints, type SanitizedConfig } from 'payload'

import { sendFetchResponse, toFetchRequest } from './fetch-adapter'

/** `/api/*`: Payload's REST and the contract's custom endpoints. */
export function apiHandler(config: SanitizedConfig): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await handleEndpoints({ config, request: toFetchRequest(req, res) })
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
