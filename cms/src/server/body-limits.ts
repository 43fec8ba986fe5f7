import type { IncomingMessage } from 'node:http'

import busboy from 'busboy'

import { MAX_BODY_BYTES, MAX_IMAGE_BYTES } from '../shared/constants'
import type { BodyPolicy } from './route-table'
/** Multipart without a file: the admin posts every form as `_payload` JSON in multipart, a long page included. */
export const MAX_FORM_BYTES = 1024 * 1024
/** Multipart bodies on upload routes carry one image (5 MB) plus boundaries and the `_payload` JSON. */
export const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 128 * 1024
/** Deeper JSON than any document or query of ours needs; Payload's traversals overflow long before 20,000. */
export const MAX_JSON_DEPTH = 64
/** The admin sends `_payload` and at most a `file`; the contract's upload `file` and `alt`. */
const MAX_PARTS = 8
/** How long a client may take to send its body once its headers have arrived. */
export const BODY_TIMEOUT_MS = 10_000

declare module 'node:http' {
  interface IncomingMessage {
    /** The whole request body, read and checked by `readBody` before any handler sees it. */
    rawBody?: Buffer
  }
}

const isMultipart = (req: IncomingMessage) => /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')

/**
 * A whole document being edited, in any encoding: the SEO panel's generate endpoints and the admin's
 * server functions (form state), whose multipart Next parses, not Payload.
 */
export const MAX_DOCUMENT_JSON_BYTES = 2 * 1024 * 1024

/** The largest body a route's policy allows for this request's Content-Type. */
export const bodyLimit = (req: IncomingMessage, policy: BodyPolicy) => {
  if (policy === 'none') return 0
  if (policy === 'document') return MAX_DOCUMENT_JSON_BYTES
  if (isMultipart(req)) return policy === 'upload' ? MAX_MULTIPART_BYTES : MAX_FORM_BYTES
  return MAX_BODY_BYTES
}

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

export type BodyRefusal = { status: number; detail: string }

const TOO_DEEP = 'The request body is nested too deeply.'
const tooLarge = (limit: number): BodyRefusal => ({
  status: 413,
  detail: !limit
    ? 'This address takes no request body.'
    : `The request body is too large (${limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${limit / 1024} KB`} at most).`,
})

/**
 * Multipart parsed part by part (busboy, linear in the size): at most MAX_PARTS parts, a file only
 * on upload routes and only one, and every `_payload` field JSON that parses, nested no deeper than
 * MAX_JSON_DEPTH.
 */
export function checkMultipart(
  headers: IncomingMessage['headers'],
  body: Buffer,
  uploads: boolean,
): Promise<BodyRefusal | undefined> {
  return new Promise((resolve) => {
    const unreadable = { status: 400, detail: 'The multipart body could not be read.' }
    let problem: BodyRefusal | undefined
    const refuse = (refusal: BodyRefusal) => (problem ??= refusal)
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers,
        // busboy reports its parts limit on reaching it, so the limit it is given is one above ours.
        limits: { parts: MAX_PARTS + 1, files: uploads ? 1 : 0, fieldSize: body.length, fieldNameSize: 200 },
      })
    } catch {
      return resolve(unreadable)
    }
    parser.on('field', (name, value) => {
      if (name !== '_payload') return
      if (jsonDepth(value) > MAX_JSON_DEPTH) return refuse({ status: 400, detail: TOO_DEEP })
      try {
        JSON.parse(value)
      } catch {
        refuse({ status: 400, detail: 'The _payload field must be JSON.' })
      }
    })
    // A body cut off inside a file fails the file's stream too: unheard, that error would end the process.
    parser.on('file', (_name, stream) => stream.on('error', () => resolve(problem ?? unreadable)).resume())
    parser.on('partsLimit', () => refuse({ status: 400, detail: `A form may have at most ${MAX_PARTS} parts.` }))
    parser.on('filesLimit', () =>
      refuse(
        uploads
          ? { status: 400, detail: 'Send one file at a time.' }
          : { status: 415, detail: 'Files can be uploaded only to the media library.' },
      ),
    )
    parser.on('error', () => resolve(problem ?? unreadable))
    parser.on('close', () => resolve(problem))
    parser.end(body)
  })
}

/** Whatever its method, a request that declares a body has it read under its route's limit. */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/**
 * Reads a request's whole body, before it may take a render slot, into `req.rawBody`: a declared
 * length over the limit is refused at once, a streamed body as soon as it passes it, a body still
 * arriving after `timeoutMs` with 408. JSON (and multipart's `_payload` JSON) nested deeper than
 * MAX_JSON_DEPTH is a 400. Resolves with the refusal, or undefined when the body may go on.
 */
export function readBody(
  req: IncomingMessage,
  { policy, timeoutMs = BODY_TIMEOUT_MS }: { policy: BodyPolicy; timeoutMs?: number },
): Promise<BodyRefusal | undefined> {
  if (!hasBody(req)) return Promise.resolve(undefined)
  const limit = bodyLimit(req, policy)
  const uploads = policy === 'upload'
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(tooLarge(limit))
  // Left for its handler to read: HTTP's framing holds the body to the length declared.
  if (policy === 'declared')
    return Promise.resolve(
      req.headers['transfer-encoding'] === undefined
        ? undefined
        : { status: 411, detail: 'Send the request body with a Content-Length.' },
    )

  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = (refusal?: BodyRefusal) => {
      clearTimeout(timer)
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onError)
      if (refusal) req.pause()
      return refusal
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) resolve(stop(tooLarge(limit)))
      else chunks.push(chunk)
    }
    const onError = () => resolve(stop({ status: 400, detail: 'The request body could not be read.' }))
    const onEnd = () => {
      stop()
      const body = Buffer.concat(chunks)
      req.rawBody = body
      if (isMultipart(req) && policy !== 'document') return resolve(checkMultipart(req.headers, body, uploads))
      resolve(jsonDepth(body.toString('utf8')) > MAX_JSON_DEPTH ? { status: 400, detail: TOO_DEEP } : undefined)
    }
    const timer = setTimeout(
      () => resolve(stop({ status: 408, detail: 'The request body took too long to arrive.' })),
      timeoutMs,
    )
    // 'close' before 'end': the client went away mid-body.
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onError)
  })
}
