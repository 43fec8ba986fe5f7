import type { Express } from 'express'
import next from 'next'

import { cmsDir } from './paths'

/** `/admin` and `/_next/*`: the Payload admin, a Next.js app living in cms/src/app. */
export async function mountAdmin(app: Express, opts: { dev: boolean; port: number }) {
  const nextApp = next({ dev: opts.dev, dir: cmsDir, port: opts.port, hostname: 'localhost' })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  app.all(['/admin', '/admin/*splat', '/_next/*splat', '/__nextjs_*splat'], (req, res) => handle(req, res))
  return () => nextApp.close()
}
