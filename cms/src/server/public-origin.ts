import type { RequestHandler } from 'express'

/**
 * Pins the URL the web app sees to SERVER_URL, so a forged Host or X-Forwarded-Host never
 * reaches a canonical link, og:url, sitemap.xml or robots.txt (which caches keep for an hour).
 */
export function pinPublicOrigin(serverUrl: string): RequestHandler {
  const origin = new URL(serverUrl)
  const protocol = origin.protocol.replace(/:$/, '')
  return (req, _res, next) => {
    req.headers.host = origin.host
    delete req.headers['x-forwarded-host']
    Object.defineProperty(req, 'protocol', { value: protocol, configurable: true })
    next()
  }
}
