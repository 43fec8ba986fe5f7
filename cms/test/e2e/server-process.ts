import { spawn, type SpawnOptions, type StdioOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
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

/**
 * A built server of a test file's own on `port` with a fresh data folder, resolved once it is ready;
 * `stop` ends it and removes the folder.
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `b1-${port}-`))
  const child = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SERVER_URL: base, LOG_LEVEL: 'warn', ...env }, [
    'ignore',
    'ignore',
    'inherit',
  ])
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { base, child, dataDir, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The server on port ${port} did not become ready`)
}
