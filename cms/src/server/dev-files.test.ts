import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devFsDeny } from './dev-files'

// A real Vite dev server in middleware mode, as `npm run dev` mounts it, over real HTTP.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-devfs-'))
const dataDir = path.join(root, 'data')
let server: http.Server
let close: () => Promise<void>
let base: string

beforeAll(async () => {
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true })
  for (const file of [
    'data/site.db',
    'data/site.db-wal',
    'data/.payload-secret',
    'data/media/a.txt',
    'other.db',
    'ok.txt',
  ])
    fs.writeFileSync(path.join(root, file), `contents of ${file}`)
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    server: { middlewareMode: true, fs: { allow: [root], deny: devFsDeny(dataDir) } },
  })
  server = http.createServer(vite.middlewares)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => vite.close()
})

afterAll(async () => {
  server.close()
  await close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe("the development server's /@fs/", () => {
  it.each(['data/site.db', 'data/site.db-wal', 'data/.payload-secret', 'data/media/a.txt', 'other.db'])(
    'refuses %s',
    async (file) => {
      const response = await fetch(`${base}/@fs${path.join(root, file)}`)
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('contents of')
    },
  )

  it('still serves other files of the project', async () => {
    const response = await fetch(`${base}/@fs${path.join(root, 'ok.txt')}`)
    expect(await response.text()).toBe('contents of ok.txt')
  })
})
