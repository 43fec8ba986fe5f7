import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { repoRoot } from '../../src/config/derived-settings'
import { spawnServer } from './server-process'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-backup-'))
const RESTORED_PORT = 4215
let restoredServer: ChildProcess | undefined

afterAll(async () => {
  if (restoredServer && restoredServer.exitCode === null) {
    const exited = new Promise((r) => restoredServer!.once('exit', r))
    restoredServer.kill('SIGTERM')
    await exited
  }
  fs.rmSync(work, { recursive: true, force: true })
})

/** `npm run <script> -- args` from the repository root, as an operator types it. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('backup under load, then restore', () => {
  it('keeps every enquiry acknowledged before the backup began, with the media', { timeout: 400_000 }, async () => {
    const live = { DATA_DIR: inject('dataDir'), DATABASE_URL: inject('databaseUrl') }
    const run = Date.now().toString(36)
    const acknowledged: { email: string; at: number }[] = []
    let stop = false
    // Three visitors send enquiries one after another until told to stop.
    const visitor = async (who: number) => {
      for (let i = 0; !stop; i++) {
        const email = `backup-${run}-${who}-${i}@test.example`
        const res = await fetch(`${baseUrl}/api/forms/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Backup Visitor',
            email,
            company: 'Acme',
            message: `Enquiry ${i} from visitor ${who}.`,
            source: 'Contact Form /contact',
          }),
        })
        if (res.status === 201) acknowledged.push({ email, at: Date.now() })
        else expect(res.status, await res.text()).toBe(201)
      }
    }
    const visitors = [0, 1, 2].map(visitor)
    while (acknowledged.length < 10) await sleep(50)

    const backupStartedAt = Date.now()
    const backup = await npmRun('backup', [path.join(work, 'backups')], live)
    const writtenDuringBackup = acknowledged.filter((a) => a.at > backupStartedAt).length
    await sleep(500)
    stop = true
    await Promise.all(visitors)
    expect(backup.code, backup.err).toBe(0)
    const archive = backup.out.trim().split('\n').at(-1)!
    expect(path.basename(archive)).toMatch(/^clearpath-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    // The visitors kept being answered while the backup ran.
    expect(writtenDuringBackup).toBeGreaterThan(0)

    const restoredDir = path.join(work, 'restored')
    const restore = await npmRun('restore', [archive], { DATA_DIR: restoredDir, DATABASE_URL: '' })
    expect(restore.code, restore.err).toBe(0)
    // A folder that now holds data is refused.
    const again = await npmRun('restore', [archive], { DATA_DIR: restoredDir, DATABASE_URL: '' })
    expect(again.code).toBe(1)
    expect(again.err).toMatch(/Restore refused: .* is not empty/)

    const mediaFiles = (dir: string) => fs.readdirSync(path.join(dir, 'media')).sort()
    expect(mediaFiles(live.DATA_DIR).length).toBeGreaterThan(0)
    expect(mediaFiles(restoredDir)).toEqual(mediaFiles(live.DATA_DIR))

    const url = `http://127.0.0.1:${RESTORED_PORT}`
    restoredServer = spawnServer(
      {
        NODE_ENV: 'production',
        PORT: String(RESTORED_PORT),
        DATA_DIR: restoredDir,
        DATABASE_URL: '',
        SERVER_URL: url,
        LOG_LEVEL: 'warn',
      },
      ['ignore', 'ignore', 'inherit'],
    )
    for (let ready = false; !ready; await sleep(250)) {
      expect(restoredServer.exitCode).toBeNull()
      ready = await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    }
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    expect(login.status).toBe(200)
    const { access_token } = (await login.json()) as { access_token: string }
    const leads = await fetch(`${url}/api/leads?limit=10000&depth=0&where[email][contains]=backup-${run}-`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    const restored = new Set(((await leads.json()) as { docs: { email: string }[] }).docs.map((d) => d.email))
    const before = acknowledged.filter((a) => a.at < backupStartedAt).map((a) => a.email)
    expect(before.length).toBeGreaterThanOrEqual(10)
    expect(before.filter((email) => !restored.has(email))).toEqual([])
    expect(restored.size).toBeLessThanOrEqual(acknowledged.length)
  })
})
