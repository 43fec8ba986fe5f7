// Drift check: regenerates payload-types.ts and the admin import map in place and fails when either
// differs from the committed file, i.e. someone changed the config without regenerating.
// Needs no database: generation only reads the config (a temporary DATA_DIR keeps it off data/).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const generated = ['cms/src/shared/payload-types.ts', 'cms/src/app/(payload)/admin/importMap.js']
const before = new Map(generated.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-drift-'))
const env = {
  ...process.env,
  DATA_DIR: tmp,
  DATABASE_URL: `file:${path.join(tmp, 'drift.db')}`,
  PAYLOAD_SECRET: 'drift-check-only-reads-the-config',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'error',
}
for (const script of ['generate:types', 'generate:importmap']) {
  const result = spawnSync('npm', ['run', '--silent', script, '-w', 'cms'], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`check-generated: npm run ${script} failed`)
    process.exit(result.status ?? 1)
  }
}
fs.rmSync(tmp, { recursive: true, force: true })

const stale = generated.filter((file) => fs.readFileSync(path.join(root, file), 'utf8') !== before.get(file))
if (stale.length) {
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...stale], { cwd: root, stdio: 'inherit' })
  console.error(
    `Stale generated files (now regenerated, commit them): ${stale.join(', ')}\n` +
      'Run `npm run generate:types -w cms` and `npm run generate:importmap -w cms` after config changes.',
  )
  process.exit(1)
}
console.log('Generated files are up to date.')
