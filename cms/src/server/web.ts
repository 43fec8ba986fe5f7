import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import { pathToFileURL } from 'node:url'

import { sendResponse } from '@remix-run/node-fetch-server'
import type { Express, Request, RequestHandler, Response } from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { Payload, SanitizedConfig } from 'payload'
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router'

import { dataDir } from '../config/derived-settings'
import { devFsDeny } from './dev-files'
import { inProcessApi, toFetchRequest } from './api'
import { apiMemo } from './api-memo'
import type { Render } from './front-door'
import { routeQueryParams } from './route-query-params'
import { createRequestWork, workOf } from './request-work'
import { webBuildDir, webDir } from './paths'

/** `clientBuildDir` (production only) is where the web app finds its islands manifest. */
const loadContext = (config: SanitizedConfig, clientBuildDir?: string) => (req: Request, res: Response) => {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  // Per-client rate limits see the visitor's address, not one shared bucket for the server.
  headers.set('x-client-ip', req.ip ?? req.socket.remoteAddress ?? 'unknown')
  return { api: inProcessApi(config, headers, workOf(req, res)), clientBuildDir }
}

/**
 * React Router behind express, at the request's public URL (SERVER_URL and the path, whatever the
 * Host header says) and with the body the front door read before the request took a slot.
 */
const reactRouter =
  (handle: ReturnType<typeof createFetchHandler>, context: ReturnType<typeof loadContext>): RequestHandler =>
  async (req, res, next) => {
    try {
      await sendResponse(res, await handle(toFetchRequest(req, res), context(req, res)))
    } catch (error) {
      next(error)
    }
  }

/**
 * Everything that is not /api, /admin or /media: the React Router app. Production serves the
 * built client (hashed assets cached for a year) and the server build; dev runs Vite in-process.
 */
export type MountedWeb = {
  close: () => Promise<void> | void
  /** Renders an anonymous request for the page cache (production only). */
  render?: Render
  /** The query parameters a page's routes declare they read (the only ones in its cache key). */
  queryParams: (pathname: string) => readonly string[]
  /** Files of the built client served as they are (favicon, robots of the build, ...). */
  isStaticFile: (pathname: string) => boolean
}

const listFiles = (dir: string, prefix = ''): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    )

export async function mountWeb(
  app: Express,
  config: SanitizedConfig,
  opts: { dev: boolean; server: Server; payload: Payload },
): Promise<MountedWeb> {
  if (opts.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: opts.server }, fs: { deny: devFsDeny(dataDir()) } },
    })
    app.use(vite.middlewares)
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    app.all('*splat', reactRouter(createFetchHandler(build, 'development'), loadContext(config)))
    return { close: () => vite.close(), isStaticFile: () => false, queryParams: () => [] }
  }

  const serverEntry = path.join(webBuildDir, 'server', 'index.js')
  if (!fs.existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run "npm run build" first`)
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const client = path.join(webBuildDir, 'client')
  // The build wrote .br and .gz beside each asset (scripts/precompress.mjs): no compression per request.
  const precompressed = (maxAge: string, immutable: boolean) => ({
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: { maxAge, immutable, index: false as const },
  })
  app.use('/assets', expressStaticGzip(path.join(client, 'assets'), precompressed('1y', true)))
  app.use(expressStaticGzip(client, precompressed('1h', false)))
  const handle = createFetchHandler(build, 'production')
  app.all('*splat', reactRouter(handle, loadContext(config, client)))
  const memo = apiMemo(opts.payload)
  const staticFiles = new Set(listFiles(client))
  return {
    close: () => {},
    // Anonymous renders see no cookies or auth: only the visitor's address, for per-client limits.
    // The render ends when its loaders' Payload work has, not when React Router stops waiting for it.
    render: async (request, clientIp) => {
      const work = createRequestWork(request.signal)
      try {
        return await handle(request, {
          api: memo(inProcessApi(config, new Headers({ 'x-client-ip': clientIp }), work)),
          clientBuildDir: client,
        })
      } finally {
        await work.settled()
      }
    },
    isStaticFile: (pathname) => pathname.startsWith('/assets/') || staticFiles.has(pathname),
    queryParams: routeQueryParams(build.routes),
  }
}
