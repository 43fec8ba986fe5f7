import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

// Mutation testing runs many files in one worker (test/reused-server.ts): each starts from the
// environment the first one found, not the settings an earlier file left behind.
if (process.env.B1_REUSE_SERVER === '1') {
  const first = ((globalThis as { __b1Env?: NodeJS.ProcessEnv }).__b1Env ??= { ...process.env })
  for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name]
  Object.assign(process.env, first)
}

// Every test file starts on its own throwaway data directory and database, before any module reads
// the environment: a test that imports the CMS before starting its server never reaches `data/`.
// In the `mongodb` project the database is a fresh one on the FerretDB test server (ferretdb-setup.ts).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-test-'))
process.env.DATA_DIR = dir
const mongodb = inject('mongodbUrl')
process.env.DATABASE_URL = mongodb
  ? `${mongodb}/t_${randomBytes(6).toString('hex')}`
  : `file:${path.join(dir, 'test.db')}`
// On MongoDB the secret is never generated: a file that loads the config before booting needs one.
if (mongodb) process.env.PAYLOAD_SECRET = randomBytes(16).toString('hex')
