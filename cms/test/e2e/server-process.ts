import { spawn, type SpawnOptions, type StdioOptions } from 'node:child_process'
import path from 'node:path'

import { runtimeEnv } from '../../../scripts/runtime-env.mjs'
import { cmsDir } from '../../src/server/paths'

/** The compiled server (`npm run build`), as the image and `npm start` run it. */
export const compiledServer = path.join(cmsDir, 'dist', 'server.js')

/**
 * The server with the production image's Node tuning (the Dockerfile's heap cap and malloc arenas),
 * so the end-to-end tests show the admin and the site work within that heap. Pages a publish retired
 * are not served stale (PAGE_STALE_MS=0), so a test sees a publish at its next load; the stale window
 * has its own tests (src/server/front-door-stale.test.ts).
 */
export const spawnServer = (
  env: Record<string, string>,
  stdio: StdioOptions,
  { env: base = process.env, ...options }: SpawnOptions = {},
) =>
  spawn(process.execPath, [compiledServer], {
    cwd: cmsDir,
    env: { ...base, ...runtimeEnv(), PAGE_STALE_MS: '0', ...env },
    stdio,
    ...options,
  })
