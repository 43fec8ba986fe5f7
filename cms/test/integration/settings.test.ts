import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cmsDir } from '../../src/server/paths'

/** Starts the real process entry with `env` on top of a clean environment; resolves when it exits. */
function startServer(env: Record<string, string>) {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'b1-settings-')), 'data')
  const child = spawn(process.execPath, ['--import', 'tsx', '../server.ts'], {
    cwd: cmsDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '4219',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  child.stdout.resume()
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise<{ code: number | null; stderr: string; dataDir: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, dataDir })
    }),
  )
}

describe('a bad setting stops the process at once, naming it', () => {
  it.each([
    ['RENDER_CONCURRENCY', 'two', 'RENDER_CONCURRENCY="two": is not a whole number; e.g. RENDER_CONCURRENCY=2'],
    [
      'SMTP_URL',
      'smtp:/host',
      'SMTP_URL="smtp:/host": is not an smtp:// or smtps:// URL with a host; e.g. SMTP_URL=smtp://user:pass@mail.example.com:587',
    ],
    ['PORT', '80a', 'PORT="80a": is not a whole number; e.g. PORT=3000'],
  ])('%s=%s', async (name, value, line) => {
    const { code, stderr, dataDir } = await startServer({ [name]: value })
    expect(code).toBe(78)
    expect(stderr.split('\n')).toContain(line)
    // Nothing else is wrong, and nothing was created or connected to before it stopped.
    expect(stderr.split('\n').filter((l) => /^[A-Z0-9_]+=/.test(l))).toEqual([line])
    expect(fs.existsSync(dataDir)).toBe(false)
  })
})
