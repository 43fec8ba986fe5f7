import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { repoRoot } from '../../src/config/derived-settings'
import { spawnServer } from './server-process'

const PORT = 4212
const base = `http://127.0.0.1:${PORT}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-service-'))

/**
 * As systemd, a container without -i or a process manager starts it: `node cms/dist/server.js`
 * detached, standard input from /dev/null, and no NODE_ENV.
 */
function startAsService(): ChildProcess {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SERVER_URL: base,
    SEED_ADMIN_PASSWORD: 'service-start-1',
    LOG_LEVEL: 'warn',
  }
  delete env.NODE_ENV
  // Next's typings say NODE_ENV is always set; here it is not, on purpose.
  return spawnServer({}, ['ignore', 'ignore', 'pipe'], { detached: true, env: env as NodeJS.ProcessEnv })
}

/** Live, or the exit code if it stopped first. */
async function liveOrExit(child: ChildProcess, stderr: () => string): Promise<'live' | string> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return `exited with ${child.exitCode}: ${stderr().slice(-2000)}`
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return 'live'
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return 'not live after 180 s'
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('the compiled server started as a service', () => {
  it('starts 10 times in a row, and stops cleanly each time', { timeout: 900_000 }, async () => {
    const results: string[] = []
    let checkedFs = false
    for (let i = 0; i < 10; i++) {
      const child = startAsService()
      let stderr = ''
      child.stderr!.on('data', (chunk) => (stderr += chunk))
      const result = await liveOrExit(child, () => stderr)
      if (result === 'live' && !checkedFs) {
        checkedFs = true
        // Without NODE_ENV it is the production server: no Vite, so no file of the machine under /@fs/.
        const leak = await fetch(`${base}/@fs${path.join(repoRoot(), '.gitignore')}`)
        results.push(`/@fs/ answered ${leak.status}`)
        expect(await leak.text()).not.toContain('node_modules')
      }
      results.push(`start ${i + 1}: ${result}, stop: ${await stop(child)}`)
    }
    expect(results).toEqual([
      '/@fs/ answered 404',
      ...Array.from({ length: 10 }, (_, i) => `start ${i + 1}: live, stop: 0`),
    ])
  })
})
