import http from 'node:http'

import compression from 'compression'
import express from 'express'
import type { Payload } from 'payload'

import { mediaDir } from '../lib/env'
import { apiHandler } from './api'
import { ogImageHandler } from './og-image'
import { securityHeaders } from './security'

export type AppOptions = {
  payload: Payload
  dev: boolean
  port: number
  /** Tests of the contract need neither the admin nor the web app. */
  admin?: boolean
  web?: boolean
}

/** One express app: /api, /admin, /media and the server-rendered site, on one HTTP server. */
export async function createAppServer({ payload, dev, port, admin = true, web = true }: AppOptions) {
  const app = express()
  const server = http.createServer(app)
  const closers: Array<() => Promise<void> | void> = []

  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(securityHeaders)
  app.use(compression())

  app.all(['/api', '/api/*splat'], apiHandler(payload))
  app.get('/og-image.png', ogImageHandler(payload))
  app.use('/media', express.static(mediaDir(), { maxAge: '30d', index: false, fallthrough: false }))
  // Loaded only when used, so contract tests never load Next or Vite.
  if (admin) closers.push(await (await import('./admin')).mountAdmin(app, { dev, port }))
  if (web) closers.push(await (await import('./web')).mountWeb(app, payload.config, { dev, server }))

  return {
    app,
    server,
    async close() {
      for (const close of closers.reverse()) await close()
    },
  }
}
