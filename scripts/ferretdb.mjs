// The MongoDB wire-protocol test server (test-servers/ferretdb: FerretDB v1 on SQLite files).
//   node scripts/ferretdb.mjs build                 builds it once (Go), prints the binary's path
//   node scripts/ferretdb.mjs [--port N] [--dir D]  builds it if needed and runs it in the foreground
// The binary is cached outside git, keyed by the hash of the module's sources, so a rebuild happens
// only when they change. Tests import startFerretdb().
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const source = path.resolve(import.meta.dirname, '..', 'test-servers', 'ferretdb')
const cacheRoot = process.env.FERRETDB_CACHE_DIR || path.join(os.homedir(), '.cache', 'b1-ferretdb')

function sourceHash() {
  const hash = createHash('sha1')
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(fs.readFileSync(path.join(source, file)))
  return hash.digest('hex').slice(0, 12)
}

/** Path of the built server, building it first when the cache has none for these sources. */
export function buildFerretdb({ log = console.error } = {}) {
  const binary = path.join(cacheRoot, sourceHash(), 'ferretdb')
  if (fs.existsSync(binary)) return binary
  const go = spawnSync('go', ['version'], { encoding: 'utf8' })
  if (go.status !== 0) throw new Error('Building the FerretDB test server needs Go (1.24 or newer) on the PATH')
  log(`Building the FerretDB test server (${go.stdout.trim()}) into ${binary} …`)
  const started = Date.now()
  const tmp = `${binary}.${process.pid}.tmp`
  const built = spawnSync('go', ['build', '-trimpath', '-o', tmp, '.'], { cwd: source, stdio: 'inherit' })
  if (built.status !== 0) throw new Error(`go build of ${source} failed`)
  fs.renameSync(tmp, binary)
  log(`Built the FerretDB test server in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return binary
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
  })

/**
 * Starts the server on `port` (a free one by default) with its SQLite files in `dir` (a fresh temporary
 * folder by default, removed on stop). Resolves once it accepts connections.
 */
export async function startFerretdb({ port, dir, stdio = 'ignore' } = {}) {
  const binary = buildFerretdb()
  port ??= await freePort()
  const ownDir = !dir
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'b1-ferretdb-'))
  fs.mkdirSync(dir, { recursive: true })
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-dir', dir], { stdio: ['ignore', stdio, stdio] })
  let exited = false
  child.once('exit', () => (exited = true))
  const deadline = Date.now() + 20_000
  while (!(await accepts(port))) {
    if (exited) throw new Error(`The FerretDB test server exited at start (port ${port} taken?)`)
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`The FerretDB test server did not accept connections on port ${port} within 20 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `mongodb://127.0.0.1:${port}`,
    port,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await gone
      }
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '27017' }, dir: { type: 'string' } },
  })
  if (positionals[0] === 'build') console.log(buildFerretdb())
  else {
    const server = await startFerretdb({ port: Number(values.port), dir: values.dir, stdio: 'inherit' })
    console.error(`FerretDB test server at ${server.url}${values.dir ? ` (data in ${values.dir})` : ''}`)
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.stop().then(() => process.exit(0)))
  }
}
