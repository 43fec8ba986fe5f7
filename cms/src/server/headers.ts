import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

declare module 'express-serve-static-core' {
  interface Locals {
    /** This response's CSP nonce; the web app puts it on every script React Router inlines. */
    cspNonce?: string
  }
}

/**
 * Proxy trust from TRUST_PROXY: `true`, `false`, a number of hops, or addresses/subnets
 * (`loopback`, `10.0.0.0/8, 172.16.0.0/12`). Decides the client address used by rate limits and
 * whether a request arrived over HTTPS. Default: loopback only.
 */
export function trustProxy(value = process.env.TRUST_PROXY): boolean | number | string {
  const v = value?.trim()
  if (!v) return 'loopback'
  if (v === 'true') return true
  if (v === 'false') return false
  if (/^\d+$/.test(v)) return Number(v)
  return v
}

/** Headers for every response (helmet's defaults minus CSP, which only the web app's pages get). */
export const baseHeaders: RequestHandler = helmet({
  contentSecurityPolicy: false,
  // The admin's live preview frames the site, and the admin's own origin is this one.
  xFrameOptions: { action: 'sameorigin' },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
})

const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true })

/** HSTS only over HTTPS (directly, or behind a trusted proxy that says so). */
export const httpsOnlyHeaders: RequestHandler = (req, res, next) => (req.secure ? hsts(req, res, next) : next())

/**
 * The site's and the portal's Content-Security-Policy: scripts only from this origin or carrying
 * this response's nonce (React Router's inline scripts), nothing inline without it, framed only by
 * this origin (the admin's live-preview pane).
 */
export function pageCsp(): RequestHandler {
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce?: string } }).locals.cspNonce}'`,
      ],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  })
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    csp(req, res, next)
  }
}
