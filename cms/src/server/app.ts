import http from 'node:http'

import compression from 'compression'
import express from 'express'
import { handleEndpoints, type Payload } from 'payload'

import { s3Settings } from '../lib/storage'
import { draftQuery, postListQuery, productsQuery } from '../shared/schemas'
import { apiHandler } from './api'
import { limitBodies } from './body-limits'
import { frontDoor, type Render } from './front-door'
import { baseHeaders, httpsOnlyHeaders, trustProxy } from './headers'
import { mediaHandler } from './media'
import { ogImageHandler } from './og-image'
import { limiterFromEnv } from './overload'
import { STALE_FOR_MS } from './revalidation'
import { createStaffLane } from './staff-lane'
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

/** Public contract lists, cached under the site revision like pages, with the query parameters each reads. */
const PUBLIC_LISTS: Array<[RegExp, readonly string[]]> = [
  [/^\/api\/blog\/posts$/, Object.keys(postListQuery.shape)],
  [/^\/api\/blog\/posts\/[^/]+$/, Object.keys(draftQuery.shape)],
  [/^\/api\/blog\/categories$/, []],
  [/^\/api\/content\/products$/, Object.keys(productsQuery.shape)],
  [/^\/api\/content\/(?:awards|stats)$/, []],
  [/^\/api\/faqs$/, []],
]
const publicList = (pathname: string) => PUBLIC_LISTS.find(([re]) => re.test(pathname))
/** Paths that are never public pages. */
// Paths express answers itself, never rendered or cached as pages: the social preview images, and
// React Router's /__manifest (versioned and cached by the browser; through the page cache's
// revalidation, a navigation that aborted it left Chromium waiting on its cache entry).
const NOT_PAGES = /^\/(?:(?:api|admin|media|portal|_next)(?:\/|$)|__|og-image\.png$)/

/** A positive number from the environment (or, with `zero`, 0 too), else the fallback. */
const envInt = (name: string, fallback: number, zero = false) => {
  const raw = process.env[name]?.trim()
  const value = Number(raw)
  return raw && Number.isFinite(value) && (value > 0 || (zero && value === 0)) ? value : fallback
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

  app.all(['/api', '/api/*splat'], limitBodies, apiHandler(payload))
  app.get('/og-image.png', ogImageHandler(payload))
  app.use('/media', mediaHandler(payload, s3Settings()))
  // Loaded only when used, so contract tests never load Next or Vite.
  if (admin) closers.push(await (await import('./admin')).mountAdmin(app, { dev, port }))
  let site: MountedWeb | undefined
  if (web) {
    site = await (await import('./web')).mountWeb(app, payload.config, { dev, server, payload })
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
    staffLane: createStaffLane(payload.secret).laneOf,
    maxBytes: envInt('PAGE_CACHE_MB', 64) * 1024 * 1024,
    enabled: cache,
    staleForMs: envInt('PAGE_STALE_MS', STALE_FOR_MS, true),
    cacheable: (pathname) =>
      publicList(pathname) ? renderList : isPage(pathname) && site?.render ? site.render : null,
    queryParams: (pathname) => publicList(pathname)?.[1] ?? site?.queryParams(pathname) ?? [],
    limited: (pathname) => (pathname.startsWith('/api/') && pathname !== '/api/health') || isPage(pathname),
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
