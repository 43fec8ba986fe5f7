import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseSettings } from './env'
import { allowedOrigins, payloadSecret } from './derived-settings'

describe('allowedOrigins', () => {
  it('is SERVER_URL plus the ALLOWED_ORIGINS list, as origins', () => {
    expect(
      allowedOrigins(
        parseSettings({
          SERVER_URL: 'https://www.example.co.uk/',
          ALLOWED_ORIGINS: ' https://cms.example.co.uk , http://10.0.0.5:3000/admin',
        }),
      ),
    ).toEqual(['https://www.example.co.uk', 'https://cms.example.co.uk', 'http://10.0.0.5:3000'])
  })
  it('treats localhost and 127.0.0.1 as one host', () => {
    expect(allowedOrigins(parseSettings({ PORT: '3120' }))).toEqual(['http://localhost:3120', 'http://127.0.0.1:3120'])
    expect(allowedOrigins(parseSettings({ SERVER_URL: 'http://127.0.0.1:4000' }))).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ])
  })
})

describe('payloadSecret', () => {
  it("generates the secret into a data folder of the owner's only, readable by the owner only, and keeps it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-secret-'))
    const saved = { DATA_DIR: process.env.DATA_DIR, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET }
    try {
      process.env.DATA_DIR = path.join(root, 'data')
      delete process.env.PAYLOAD_SECRET
      const secret = payloadSecret()
      expect(secret).toMatch(/^[0-9a-f]{64}$/)
      expect(fs.statSync(process.env.DATA_DIR).mode & 0o777).toBe(0o700)
      expect(fs.statSync(path.join(process.env.DATA_DIR, '.payload-secret')).mode & 0o777).toBe(0o600)
      expect(payloadSecret()).toBe(secret)
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
