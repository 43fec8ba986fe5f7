// Benchmark: start time, memory and latency of the built production server on a temporary
// database. Prints figures; it asserts nothing. Run `npm run build` first.
//   node scripts/bench.mjs [requests per URL, default 300] [concurrency, default 10]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const requests = Number(process.argv[2] ?? 300)
const concurrency = Number(process.argv[3] ?? 10)
const urls = [
  '/',
  '/sap-business-one',
  '/blog',
  '/api/health',
  '/api/blog/posts?limit=100',
  '/api/content/products',
  '/portal/login',
]

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}

async function startServer(dataDir, port) {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', '../server.ts'], {
    cwd: path.join(root, 'cms'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited')
    await new Promise((r) => setTimeout(r, 50))
  }
  return { child, ms: Math.round(performance.now() - started) }
}

async function load(base, url) {
  const times = []
  let next = 0
  let failures = 0
  const worker = async () => {
    while (next < requests) {
      next++
      const t = performance.now()
      const res = await fetch(base + url, { headers: { 'Accept-Encoding': 'gzip' } })
      await res.arrayBuffer()
      if (!res.ok) failures++
      times.push(performance.now() - t)
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - t0) / 1000
  times.sort((a, b) => a - b)
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)
  return { url, rps: Math.round(times.length / seconds), p50: pct(50), p95: pct(95), failures }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
try {
  const cold = await startServer(dataDir, port)
  console.log(`cold start (empty database: migrate + seed): ${cold.ms} ms, RSS ${rssMb(cold.child.pid)} MB`)
  for (const url of urls) await fetch(base + url).then((r) => r.arrayBuffer()) // warm caches once
  console.log(`\n${requests} requests per URL, ${concurrency} concurrent:`)
  console.log('url'.padEnd(30), 'req/s'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'fail'.padStart(5))
  for (const url of urls) {
    const r = await load(base, url)
    console.log(
      r.url.padEnd(30),
      String(r.rps).padStart(7),
      r.p50.padStart(8),
      r.p95.padStart(8),
      String(r.failures).padStart(5),
    )
  }
  console.log(`\nRSS after load: ${rssMb(cold.child.pid)} MB`)
  cold.child.kill('SIGTERM')
  await new Promise((r) => cold.child.once('exit', r))
  const warm = await startServer(dataDir, port)
  console.log(`warm start (existing database): ${warm.ms} ms, RSS ${rssMb(warm.child.pid)} MB`)
  warm.child.kill('SIGTERM')
  await new Promise((r) => warm.child.once('exit', r))
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
