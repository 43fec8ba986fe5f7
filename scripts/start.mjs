// `npm start`: build the web app, the admin and the compiled server when their sources changed since
// the last build, then run the production server in this same process (no npm/tsx wrapper processes).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stampFile = path.join(root, 'cms', '.next', '.source-hash')
const compiledServer = path.join(root, 'cms', 'dist', 'server.js')
const sources = [
  'cms/src',
  'cms/next.config.mjs',
  'web/app',
  'web/public',
  'web/vite.config.ts',
  'web/vite',
  'web/react-router.config.ts',
  'package-lock.json',
  'seed/src',
  'server.ts',
]

function* files(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) return yield full
  for (const child of fs.readdirSync(full, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name.startsWith('.')) continue
    yield* files(path.join(entry, child.name))
  }
}

function sourceHash() {
  const hash = createHash('sha1')
  for (const entry of sources)
    for (const file of [...files(entry)].sort()) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const hash = sourceHash()
const built =
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === hash &&
  fs.existsSync(path.join(root, 'web', 'build', 'server', 'index.js')) &&
  fs.existsSync(compiledServer)
if (!built) {
  console.log('Building the web app and the admin (first start, or sources changed)...')
  run(['run', 'build'])
  fs.writeFileSync(stampFile, hash)
}
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
// The compiled server (scripts/build-server.mjs): no TypeScript loader in production.
await import(compiledServer)
