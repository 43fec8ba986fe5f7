import http from 'node:http'

import compression from 'compression'
import express from 'express'
import { handleEndpoints, type Payload } from 'payload'
import proxyAddr from 'proxy-addr'

import { clientGroup } from '../lib/client-address'
import { s3Settings } from '../lib/storage'
import { apiHandler } from './api'
import { BODY_TIMEOUT_MS } from './body-limits'
import { frontDoor, type Render } from './front-door'
import { baseHeaders, httpsOnlyHeaders, trustProxy } from './headers'
import { mediaHandler } from './media'
import { ogImageHandler } from './og-image'
import { limiterFromEnv } from './overload'
import type { MountedWeb } from './web'

export type AppOptions = {
  payload: Payload
  dev: boolean
  port: number
  /** Tests of the contract need neither the admin nor the web app. */
  admin?: boolean
  web?: boolean
  /** The shared page cache; PAGE_CACHE=off turns it off (the benchmark's uncached rows). */
  cache?: boolean
}

/** Public contract lists, cached under the site revision like pages. */
const PUBLIC_LISTS = [
  /^\/api\/blog\/posts(?:\/[^/]+)?$/,
  /^\/api\/blog\/categories$/,
  /^\/api\/content\/(?:awards|stats|products)$/,
  /^\/api\/faqs$/,
]
/** Paths that are never public pages. */
// Paths express answers itself, never rendered or cached as pages: the social preview images, and
// React Router's /__manifest (versioned and cached by the browser; through the page cache's
// revalidation, a navigation that aborted it left Chromium waiting on its cache entry).
// Case-insensitive, as React Router's route matching is: /PORTAL/login is the portal too.
const NOT_PAGES = /^\/(?:(?:api|admin|media|portal|_next)(?:\/|$)|__|og-image\.png$)/i
/** Never queued or shed: the liveness probe does no database work. */
const UNLIMITED = new Set(['/api/health', '/api/health/live'])

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** One express app: /api, /admin, /media and the server-rendered site, on one HTTP server. */
export async function createAppServer({
  payload,
  dev,
  port,
  admin = true,
  web = true,
  cache = process.env.PAGE_CACHE !== 'off',
}: AppOptions) {
  const app = express()
  const server = http.createServer()
  // A slow client cannot hold a connection open for long (Node's defaults are 60 s and 300 s), and
  // an idle keep-alive connection is closed after a few seconds.
  server.headersTimeout = envInt('HEADERS_TIMEOUT_MS', 10_000)
  server.requestTimeout = envInt('REQUEST_TIMEOUT_MS', 60_000)
  server.keepAliveTimeout = envInt('KEEP_ALIVE_TIMEOUT_MS', 5_000)
  const closers: Array<() => Promise<void> | void> = []

  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy())
  app.use(baseHeaders, httpsOnlyHeaders)
  app.use(compression())

  app.all(['/api', '/api/*splat'], apiHandler(payload))
  app.get('/og-image.png', ogImageHandler(payload))
  app.use('/media', mediaHandler(payload, s3Settings()))
  // Loaded only when used, so contract tests never load Next or Vite.
  if (admin) closers.push(await (await import('./admin')).mountAdmin(app, { dev, port }))
  let site: MountedWeb | undefined
  if (web) {
    site = await (await import('./web')).mountWeb(app, payload.config, { dev, server })
    closers.push(site.close)
  }

  const renderList: Render = (request, clientIp) => {
    request.headers.set('x-client-ip', clientIp)
    return handleEndpoints({ config: payload.config, request })
  }
  const isPage = (pathname: string) => !!site && !NOT_PAGES.test(pathname) && !site.isStaticFile(pathname)
  const front = frontDoor({
    payload,
    app,
    limiter: limiterFromEnv(),
    maxBytes: envInt('PAGE_CACHE_MB', 64) * 1024 * 1024,
    enabled: cache,
    cacheable: (pathname) =>
      PUBLIC_LISTS.some((re) => re.test(pathname)) ? renderList : isPage(pathname) && site?.render ? site.render : null,
    limited: (pathname) =>
      (pathname.startsWith('/api/') && !UNLIMITED.has(pathname)) || pathname === '/og-image.png' || isPage(pathname),
    clientOf: (req) => clientGroup(proxyAddr(req, app.get('trust proxy fn'))),
    perClient: envInt('CLIENT_CONCURRENCY', 16),
    bodyTimeoutMs: envInt('BODY_TIMEOUT_MS', BODY_TIMEOUT_MS),
  })
  server.on('request', front.listener)

  return {
    app,
    server,
    cache: front.cache,
    async close() {
      for (const close of closers.reverse()) await close()
    },
  }
}
