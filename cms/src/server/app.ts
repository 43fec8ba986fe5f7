import http from 'node:http'

import compression from 'compression'
import express from 'express'
import { handleEndpoints, type Payload } from 'payload'
import proxyAddr from 'proxy-addr'

import { settings } from '../config/env'
import { clientGroup } from '../lib/runtime/client-address'
import { s3Settings } from '../lib/runtime/storage'
import { apiHandler } from './api'
import { frontDoor, type Render } from './front-door'
import { baseHeaders, httpsOnlyHeaders } from './headers'
import { mediaHandler } from './media'
import { metricsHandler, watchDatabase, watchLimiter } from './metrics'
import { observeRequests } from './observe'
import { ogImageHandler } from './og-image'
import { limiterFromEnv } from './overload'
import { createRouteTable } from './route-table'
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

/** One express app: /api, /admin, /media and the server-rendered site, on one HTTP server. */
export async function createAppServer({
  payload,
  dev,
  port,
  admin = true,
  web = true,
  cache = settings().PAGE_CACHE === 'on',
}: AppOptions) {
  const env = settings()
  const app = express()
  const server = http.createServer()
  // A slow client cannot hold a connection open for long (Node's defaults are 60 s and 300 s), and
  // an idle keep-alive connection is closed after a few seconds.
  server.headersTimeout = env.HEADERS_TIMEOUT_MS
  server.requestTimeout = env.REQUEST_TIMEOUT_MS
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS
  const closers: Array<() => Promise<void> | void> = []

  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)
  app.use(baseHeaders, httpsOnlyHeaders)
  app.use(compression())

  app.all(['/api', '/api/*splat'], apiHandler(payload))
  app.get('/og-image.png', ogImageHandler(payload))
  app.get('/metrics', metricsHandler(env.METRICS_TOKEN))
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
  const limiter = limiterFromEnv()
  watchLimiter(limiter.stats)
  watchDatabase(payload)
  const routeOf = createRouteTable({
    endpoints: payload.config.endpoints ?? [],
    collections: payload.config.collections.map((c) => ({ slug: c.slug, upload: !!c.upload })),
    web: !!site,
    pagesCacheable: !!site?.render,
    isStaticFile: (pathname) => !!site?.isStaticFile(pathname),
    pageQueryParams: (pathname) => site?.queryParams(pathname) ?? [],
  })
  const front = frontDoor({
    payload,
    app,
    limiter,
    staffLane: createStaffLane(payload.secret, env.STAFF_CONCURRENCY).laneOf,
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    enabled: cache,
    staleForMs: env.PAGE_STALE_MS,
    routeOf,
    renderers: { web: site?.render, list: renderList },
    clientOf: (req) => clientGroup(proxyAddr(req, app.get('trust proxy fn'))),
    perClient: env.CLIENT_CONCURRENCY,
    bodyTimeoutMs: env.BODY_TIMEOUT_MS,
  })
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean
  server.on(
    'request',
    observeRequests(front.listener, { logger: payload.logger, trusted: (address) => trustProxy(address, 0) }),
  )

  return {
    app,
    server,
    cache: front.cache,
    async close() {
      for (const close of closers.reverse()) await close()
    },
  }
}
