import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import { pathToFileURL } from 'node:url'

import { createRequestHandler } from '@react-router/express'
import express, { type Express, type Request, type Response } from 'express'
import type { SanitizedConfig } from 'payload'
import type { ServerBuild } from 'react-router'

import { serverUrl } from '../lib/env'
import { inProcessApi } from './api'
import { pageCsp } from './headers'
import { pinPublicOrigin } from './public-origin'
import { webBuildDir, webDir } from './paths'

const loadContext = (config: SanitizedConfig) => (req: Request, res: Response) => {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  // Per-client rate limits see the visitor's address, not one shared bucket for the server.
  headers.set('x-client-ip', req.ip ?? req.socket.remoteAddress ?? 'unknown')
  return { api: inProcessApi(config, headers), nonce: res.locals.cspNonce }
}

/**
 * Everything that is not /api, /admin or /media: the React Router app. Production serves the
 * built client (hashed assets cached for a year) and the server build; dev runs Vite in-process.
 */
export async function mountWeb(app: Express, config: SanitizedConfig, opts: { dev: boolean; server: Server }) {
  if (opts.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: opts.server } },
    })
    app.use(vite.middlewares)
    app.all(
      '*splat',
      pinPublicOrigin(serverUrl()),
      createRequestHandler({
        build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        getLoadContext: loadContext(config),
      }),
    )
    return () => vite.close()
  }

  const serverEntry = path.join(webBuildDir, 'server', 'index.js')
  if (!fs.existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run "npm run build" first`)
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const client = path.join(webBuildDir, 'client')
  app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false }))
  app.use(express.static(client, { maxAge: '1h', index: false }))
  app.all(
    '*splat',
    pinPublicOrigin(serverUrl()),
    pageCsp(),
    createRequestHandler({ build, getLoadContext: loadContext(config) }),
  )
  return async () => {}
}
