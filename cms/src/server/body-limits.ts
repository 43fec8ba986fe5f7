import type { IncomingMessage } from 'node:http'

import type { RequestHandler, Response } from 'express'

import { MAX_IMAGE_BYTES } from '../shared/constants'

/** JSON and every other non-upload body. */
export const MAX_BODY_BYTES = 100 * 1024
/** Multipart bodies carry one image (5 MB) plus boundaries and the `_payload` JSON. */
export const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 128 * 1024
/** Deeper JSON than any document or query of ours needs; Payload's traversals overflow long before 20,000. */
export const MAX_JSON_DEPTH = 64

declare module 'node:http' {
  interface IncomingMessage {
    /** The whole request body, read and checked by `limitBodies` before any handler sees it. */
    rawBody?: Buffer
  }
}

const isMultipart = (req: IncomingMessage) => /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')

/** The SEO panel posts the whole document being edited to its generate endpoints. */
export const MAX_DOCUMENT_JSON_BYTES = 2 * 1024 * 1024

const postsWholeDocument = (req: IncomingMessage) => /^\/api\/plugin-seo\/generate-/.test(req.url ?? '')

export const bodyLimit = (req: IncomingMessage) =>
  isMultipart(req) ? MAX_MULTIPART_BYTES : postsWholeDocument(req) ? MAX_DOCUMENT_JSON_BYTES : MAX_BODY_BYTES

/** How deeply `text` nests arrays and objects, scanning outside strings; stops counting once past `max`. */
export function jsonDepth(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > deepest && (deepest = depth) > max) return deepest
    } else if (c === 125 || c === 93) depth--
  }
  return deepest
}

/**
 * Refusals sent before the body was read end the connection: the client may still be sending,
 * and keeping the socket would make its next request fail.
 */
function refuse(res: Response, status: number, detail: string): void {
  res.setHeader('Connection', 'close')
  res.status(status).json({ detail, errors: [{ message: detail }] })
}

const tooLarge = (limit: number) =>
  `The request body is too large (${limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${limit / 1024} KB`} at most).`

/**
 * Reads every request body on /api up to its limit before any handler runs: a declared length over
 * the limit is refused at once, a streamed body as soon as it passes it. JSON (and multipart's
 * `_payload` JSON) nested deeper than MAX_JSON_DEPTH is a 400.
 */
export const limitBodies: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = bodyLimit(req)
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return refuse(res, 413, tooLarge(limit))

  const chunks: Buffer[] = []
  let size = 0
  let done = false
  const finish = (error?: Error) => {
    if (done) return
    done = true
    req.off('data', onData).off('end', onEnd).off('error', finish)
    if (error) return refuse(res, 400, 'The request body could not be read.')
    const body = Buffer.concat(chunks)
    req.rawBody = body
    if (!isMultipart(req) && jsonDepth(body.toString('utf8')) > MAX_JSON_DEPTH)
      return refuse(res, 400, 'The request body is nested too deeply.')
    if (!isMultipart(req)) return next()
    void checkMultipart(req.headers['content-type'] ?? '', body).then((problem) =>
      problem ? refuse(res, 400, problem) : next(),
    )
  }
  const onData = (chunk: Buffer) => {
    size += chunk.length
    if (size > limit) {
      done = true
      req.off('data', onData).off('end', onEnd)
      req.pause()
      return refuse(res, 413, tooLarge(limit))
    }
    chunks.push(chunk)
  }
  const onEnd = () => finish()
  req.on('data', onData).on('end', onEnd).on('error', finish)
}

/** A multipart body that parses, with `_payload` JSON nested no deeper than MAX_JSON_DEPTH. */
async function checkMultipart(type: string, body: Buffer): Promise<string | undefined> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
  } catch {
    return 'The multipart body could not be read.'
  }
  return multipartPayloadTooDeep(body) ? 'The request body is nested too deeply.' : undefined
}

/** Multipart: only the JSON parts can nest; image bytes are never scanned. */
function multipartPayloadTooDeep(body: Buffer): boolean {
  const text = body.toString('latin1')
  for (const match of text.matchAll(/name="_payload"\r\n(?:[^\r\n]*\r\n)*\r\n/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('\r\n--', start)
    if (jsonDepth(text.slice(start, end === -1 ? undefined : end)) > MAX_JSON_DEPTH) return true
  }
  return false
}
