// The production server as the bench and Lighthouse measure it: the compiled server (`npm run build`;
// the TypeScript entry through tsx when there is none) with the image's Node tuning, on a data
// directory of the caller's, answering once /api/health does.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { runtimeEnv } from './runtime-env.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** The seeded admin's password on these throwaway databases. */
export const ADMIN_PASSWORD = 'measure-password-1'

/** Starts it on `port`; resolves to `{ child, base, startMs, stop }` once it answers. */
export async function startProductServer({ port, dataDir, env = {} }) {
  const started = performance.now()
  const compiled = path.join(root, 'cms', 'dist', 'server.js')
  const args = fs.existsSync(compiled) ? [compiled] : ['--import', 'tsx', '../server.ts']
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, 'cms'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SERVER_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...runtimeEnv(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const base = `http://127.0.0.1:${port}`
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { child, base, startMs: Math.round(performance.now() - started), stop }
}
