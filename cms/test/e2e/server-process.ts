import { spawn, type StdioOptions } from 'node:child_process'

import { runtimeEnv } from '../../../scripts/runtime-env.mjs'
import { cmsDir } from '../../src/server/paths'

/**
 * The server with the production image's Node tuning (the Dockerfile's heap cap and malloc arenas),
 * so the end-to-end tests show the admin and the site work within that heap. Pages a publish retired
 * are not served stale (PAGE_STALE_MS=0), so a test sees a publish at its next load; the stale window
 * has its own tests (src/server/front-door-stale.test.ts).
 */
export const spawnServer = (env: Record<string, string>, stdio: StdioOptions) =>
  spawn(process.execPath, ['--import', 'tsx', '../server.ts'], {
    cwd: cmsDir,
    env: { ...process.env, ...runtimeEnv(), PAGE_STALE_MS: '0', ...env },
    stdio,
  })
