import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Every test file starts on its own throwaway data directory, before any module reads the
// environment: a test that imports the CMS before starting its server never reaches `data/`.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-test-'))
process.env.DATA_DIR = dir
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
