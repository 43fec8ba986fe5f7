import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { serverUrl } from '../config/derived-settings'

/** Headers for every response (helmet's defaults minus CSP, which the web app's entry.server sets per page). */
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

/** HSTS for answers that never reach express (the page cache), when the public origin is https. */
export function publicOriginHsts(res: { setHeader(name: string, value: string): unknown }): void {
  if (serverUrl().startsWith('https:'))
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
