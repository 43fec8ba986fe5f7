// Benchmark of the built production server on a temporary database, loopback only. Prints one table;
// it asserts nothing. Run `npm run build` first.
//   node scripts/bench.mjs [--only=lists] [seconds per run, default 5] [connections, default 100]
// --only=lists measures just the contract's post list and Payload's REST over the same posts, cached and
// uncached (no page loads, sign-ins, bursts or memory figures). --only=real-traffic runs just the
// real-traffic rows and the uncached render medians.
// --mongodb[=mongodb://host:port] measures the uncached pages and lists on SQLite and on MongoDB (the
// given server, or a FerretDB test server started for the run), one table side by side.
// The two lists are also compared head to head: 3 alternating runs at 16 connections, median ratio.
// Each URL is measured against a "static twin": a plain Node server answering the same bytes
// (status, headers, brotli body), run right after it on the same machine, so the ratio shows what the
// product costs over sending bytes. "cached" runs with the page cache, "uncached" with PAGE_CACHE=off.
// The product listens on BENCH_PORT (default 4106) and the twin on the port after it.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

import { startFerretdb } from './ferretdb.mjs'
import { ADMIN_PASSWORD, startProductServer } from './product-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const [secondsArg, connectionsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const seconds = Number(secondsArg ?? 5)
const connections = Number(connectionsArg ?? 100)
const listsOnly = flags.includes('--only=lists')
const realTrafficOnly = flags.includes('--only=real-traffic')
// The contract's list and Payload's REST are compared at a load neither side sheds: the server runs
// 2 renders at once and queues 64 (RENDER_CONCURRENCY, RENDER_QUEUE), so at 100 connections both
// answer most requests with a quick 503 and the ratio would measure the overload guard, not the work.
const LIST_CONNECTIONS = Math.min(connections, 16)
const ACCEPT = { 'accept-encoding': 'br, gzip' }

// Ports of their own (the product, then its static twin), so the bench runs beside other servers.
const PRODUCT_PORT = Number(process.env.BENCH_PORT ?? 4106)
const TWIN_PORT = PRODUCT_PORT + 1

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}

// Every benchmark connection comes from one address: it stands for many visitors.
const startServer = (dataDir, env) =>
  startProductServer({ port: PRODUCT_PORT, dataDir, env: { CLIENT_CONCURRENCY: '100000', ...env } })

/** A plain Node server answering the recorded bytes: the fastest this machine can send them. */
function startTwin(recorded) {
  const server = http.createServer((req, res) => {
    const hit = recorded.get(req.url)
    if (!hit) return res.writeHead(404).end()
    res.writeHead(hit.status, hit.headers)
    res.end(hit.body)
  })
  return new Promise((resolve) => server.listen(TWIN_PORT, '127.0.0.1', () => resolve(server)))
}

/** The exact bytes the product sends (still compressed), for the twin to send back. */
const record = (base, url) =>
  new Promise((resolve, reject) => {
    http
      .get(base + url, { headers: ACCEPT }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const headers = { ...res.headers }
          for (const name of ['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])
            delete headers[name]
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })

const cannon = (url, opts = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers: ACCEPT, timeout: 10, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  // Under overload the server sheds with 503, fast: answers that did the work are counted apart.
  okRps: Math.round(r['2xx'] / r.duration),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
})

const LIST_TARGETS = [
  ['/api/blog/posts?limit=100', '/api/blog/posts?limit=100'],
  ['Payload REST, same posts', '/api/posts?limit=100&depth=1&sort=-published_at&where[_status][equals]=published'],
]
const isList = (name) => LIST_TARGETS.some(([listName]) => listName === name)
const TARGETS = listsOnly
  ? LIST_TARGETS
  : [['/', '/'], ['/blog', '/blog'], ['product page', '/products/produmex-wms'], ...LIST_TARGETS]

async function measure(base, label) {
  const rows = []
  const twinRecorded = new Map()
  for (const [, url] of TARGETS) twinRecorded.set(url, await record(base, url))
  const twin = await startTwin(twinRecorded)
  const twinBase = `http://127.0.0.1:${twin.address().port}`
  for (const [name, url] of TARGETS) {
    console.error(`${label} ${name}`)
    if (twinRecorded.get(url).status !== 200) throw new Error(`${url} answered ${twinRecorded.get(url).status}`)
    const load = isList(name) ? { connections: LIST_CONNECTIONS } : {}
    await cannon(base + url, { ...load, duration: 2 }) // warm up (and fill the cache)
    const product = summary(await cannon(base + url, load))
    const plain = summary(await cannon(twinBase + url, load))
    rows.push({ mode: label, name, product, twin: plain, bytes: twinRecorded.get(url).body.length })
  }
  twin.close()
  return rows
}

/**
 * The contract's list against Payload's REST in alternating runs (ours, theirs, three times), so the
 * other load on a shared machine falls on both alike; the ratios' median is reported.
 */
async function compareLists(base) {
  const rounds = []
  for (let i = 0; i < 3; i++) {
    const pair = []
    for (const [, url] of LIST_TARGETS) pair.push(summary(await cannon(base + url, { connections: LIST_CONNECTIONS })))
    rounds.push({
      ratio: pair[0].rps / pair[1].rps,
      okRatio: pair[0].okRps / pair[1].okRps,
      ours: pair[0],
      rest: pair[1],
    })
  }
  const mid = [...rounds].sort((a, b) => a.ratio - b.ratio)[1]
  return { rounds, mid }
}

/**
 * A burst far above capacity on uncached work (pages, the contract's list, Payload's REST), then one
 * request: how long until it is answered after the burst's clients have gone.
 */
async function burstRecovery(base) {
  const result = await cannon(base, {
    connections: 300,
    duration: seconds,
    timeout: 5,
    requests: TARGETS.map(([, url]) => ({ method: 'GET', path: url })),
  })
  const t0 = performance.now()
  const res = await fetch(`${base}/contact?after-burst`)
  await res.arrayBuffer()
  return {
    ms: Math.round(performance.now() - t0),
    status: res.status,
    ok: result['2xx'],
    shed: result.non2xx,
    timeouts: result.timeouts,
  }
}

/** First-load JS (gzip bytes of every script and modulepreload) and requests (document, CSS, JS, fonts). */
async function firstLoad(base, url) {
  const html = await (await fetch(base + url)).text()
  const assets = new Set()
  for (const m of html.matchAll(/<(?:link|script)\b[^>]*(?:href|src)="([^"]+)"[^>]*>/g)) {
    const tag = m[0]
    if (/rel="(?:modulepreload|stylesheet|preload)"|<script/.test(tag) && m[1].startsWith('/')) assets.add(m[1])
  }
  // React Router starts its entry module from an inline script: import("/assets/entry.client-….js").
  for (const m of html.matchAll(/import\("(\/[^"]+\.js)"\)/g)) assets.add(m[1])
  let jsGzip = 0
  for (const asset of assets) {
    if (!asset.endsWith('.js')) continue
    const file = path.join(root, 'web', 'build', 'client', asset)
    if (fs.existsSync(file)) jsGzip += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
  }
  return { url, jsKb: (jsGzip / 1024).toFixed(1), requests: 1 + assets.size }
}

const pad = (value, width) => String(value).padStart(width)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const REAL_SECONDS = 20
const REAL_CONNECTIONS = 100
const PUBLISH_EVERY_MS = 3000
const BENCH_ADMIN = { email: 'admin@example.com', password: ADMIN_PASSWORD }

/** Every public URL of the sitemap, as paths. */
async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/** The sitemap's URLs in turn at 100 connections; `clickIds` gives each request its own ad-click id. */
const sitemapCannon = (base, paths, clickIds) => {
  let next = 0
  let click = 0
  return cannon(base, {
    connections: REAL_CONNECTIONS,
    duration: REAL_SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next++ % paths.length]
          const id = `${process.pid.toString(36)}${(click++).toString(36)}`
          return {
            ...request,
            path: clickIds ? `${path}?utm_source=linkedin&utm_medium=paid_social&utm_campaign=erp&gclid=${id}` : path,
          }
        },
      },
    ],
  })
}

/**
 * An editor publishing through the contract every 3 s while the load runs: each time a post's excerpt
 * changes, and an anonymous visitor polls the post's page until it shows (how long a publish takes to
 * reach visitors). Returns the publishes' statuses and those delays.
 */
function editorPublishing(base, until) {
  return (async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    })
    if (!login.ok) throw new Error(`bench sign-in answered ${login.status}`)
    const { access_token: token } = await login.json()
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const { posts } = await (await fetch(`${base}/api/blog/admin/posts`, { headers: auth })).json()
    const post = posts.find((p) => p.status === 'published')
    const statuses = []
    const visibleMs = []
    for (let i = 1; Date.now() + PUBLISH_EVERY_MS <= until; i++) {
      const started = Date.now()
      const marker = `bench-edit-${process.pid}-${i}`
      const body = {
        title: post.title,
        excerpt: `${post.excerpt.replace(/ bench-edit-\d+-\d+$/, '')} ${marker}`.slice(0, 1000),
        content: post.content,
        featured_image: post.featured_image ?? null,
        category: post.category,
        status: 'published',
        author: post.author,
      }
      const res = await fetch(`${base}/api/blog/admin/posts/${post.id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify(body),
      }).catch((error) => ({ status: error.message }))
      statuses.push(res.status)
      await res.arrayBuffer?.()
      for (;;) {
        const page = await fetch(`${base}/blog/${post.slug}`).catch(() => null)
        if (page && (await page.text()).includes(marker)) break
        if (Date.now() - started > 15_000) break
        await new Promise((r) => setTimeout(r, 100))
      }
      visibleMs.push(Date.now() - started)
      await new Promise((r) => setTimeout(r, Math.max(0, started + PUBLISH_EVERY_MS - Date.now())))
    }
    return { statuses, visibleMs }
  })()
}

/** Plain (the sitemap in turn), then real traffic (a click id on every request, an editor publishing). */
async function realTraffic(base) {
  const paths = await sitemapPaths(base)
  for (const path of paths) await fetch(base + path).then((r) => r.arrayBuffer()) // fill the cache
  console.error(`real traffic: ${paths.length} sitemap URLs plain`)
  const plain = await sitemapCannon(base, paths, false)
  console.error(`real traffic: click ids and an editor publishing`)
  const editor = editorPublishing(base, Date.now() + REAL_SECONDS * 1000)
  const real = await sitemapCannon(base, paths, true)
  return { urls: paths.length, plain: summary(plain), real: summary(real), max: real.latency.max, editor: await editor }
}

const RENDER_PAGES = [
  ['/', '/'],
  ['/blog', '/blog'],
  ['product', '/products/produmex-wms'],
  ['leader', '/sap-business-one/for/finance-directors'],
  ['/faqs', '/faqs'],
]

/** Uncached renders one at a time (server with PAGE_CACHE=off): the median of 15 per page. */
async function renderMedians(base) {
  const out = []
  for (const [name, url] of RENDER_PAGES) {
    const times = []
    for (let i = 0; i < 16; i++) {
      const started = performance.now()
      await (await fetch(base + url, { headers: ACCEPT })).arrayBuffer()
      if (i > 0) times.push(performance.now() - started) // the first warms the code paths
    }
    out.push({ name, ms: median(times).toFixed(1) })
  }
  return out
}

function printRealTraffic(r, medians) {
  if (r) {
    const { statuses, visibleMs } = r.editor
    const published = statuses.filter((s) => s === 200).length
    console.log(
      `real traffic: ${r.urls} sitemap URLs in turn, ${REAL_CONNECTIONS} connections, ${REAL_SECONDS} s (goals: 0 non-2xx, every publish 200, p99 <= 100 ms, >= 0.8x plain)`,
    )
    console.log(
      `${'run'.padEnd(38)}${pad('req/s', 8)}${pad('2xx/s', 8)}${pad('p50', 6)}${pad('p99', 6)}${pad('max', 7)}${pad('errors', 8)}`,
    )
    console.log(
      `${'plain'.padEnd(38)}${pad(r.plain.rps, 8)}${pad(r.plain.okRps, 8)}${pad(r.plain.p50, 6)}${pad(r.plain.p99, 6)}${pad('', 7)}${pad(r.plain.errors, 8)}`,
    )
    console.log(
      `${'click ids + publish every 3 s'.padEnd(38)}${pad(r.real.rps, 8)}${pad(r.real.okRps, 8)}${pad(r.real.p50, 6)}${pad(r.real.p99, 6)}${pad(r.max, 7)}${pad(r.real.errors, 8)}   ratio ${(r.real.rps / r.plain.rps).toFixed(2)}x`,
    )
    console.log(
      `  publishes: ${published}/${statuses.length} answered 200 (${statuses.join(' ')}); shown to anonymous visitors after median ${median(visibleMs)} ms, max ${Math.max(...visibleMs)} ms`,
    )
  }
  if (medians)
    console.log(
      `uncached render, one at a time, median of 15: ${medians.map((m) => `${m.name} ${m.ms} ms`).join(', ')}`,
    )
}

/** Failed sign-ins for the seeded account and for unknown ones, interleaved, each from its own address (no throttling). */
async function loginTiming(base) {
  const time = async (email, i) => {
    const started = performance.now()
    await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    })
    return performance.now() - started
  }
  const known = []
  const unknown = []
  for (let i = 0; i < 15; i++) {
    known.push(await time('admin@example.com', 2 * i))
    unknown.push(await time(`nobody-${i}@bench.example`, 2 * i + 1))
  }
  return { known: median(known).toFixed(0), unknown: median(unknown).toFixed(0) }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-bench-'))
  try {
    // The first start migrates and seeds the database; the measured server is a second, ordinary start.
    await (await startServer(dataDir, {})).stop()
    if (realTrafficOnly) {
      const server = await startServer(dataDir, {})
      const real = await realTraffic(server.base).finally(() => server.stop())
      const uncachedServer = await startServer(dataDir, { PAGE_CACHE: 'off' })
      const medians = await renderMedians(uncachedServer.base).finally(() => uncachedServer.stop())
      console.log(`\nNode ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`)
      return printRealTraffic(real, medians)
    }
    const cached = await startServer(dataDir, {})
    const rssStart = rssMb(cached.child.pid)
    const posts = await (await fetch(`${cached.base}/api/blog/posts?limit=1`)).json()
    const pageTypes = [
      '/',
      '/blog',
      posts.posts?.[0] ? `/blog/${posts.posts[0].slug}` : '/blog',
      '/contact',
      '/cloud-hosting',
      '/sap-business-one/for/finance-directors',
      '/products/produmex-wms',
      '/landing/group-companies-sap-business-one-aws',
    ]
    const loads = []
    if (!listsOnly) for (const url of pageTypes) loads.push(await firstLoad(cached.base, url))
    const logins = listsOnly ? undefined : await loginTiming(cached.base)
    const rows = await measure(cached.base, 'cached')
    const real = listsOnly ? undefined : await realTraffic(cached.base)
    const listComparison = { cached: await compareLists(cached.base) }
    const rssCachedLoad = rssMb(cached.child.pid)
    await cached.stop()

    const uncached = await startServer(dataDir, { PAGE_CACHE: 'off' })
    const medians = listsOnly ? undefined : await renderMedians(uncached.base)
    rows.push(...(await measure(uncached.base, 'uncached')))
    listComparison.uncached = await compareLists(uncached.base)
    const recoveries = []
    if (!listsOnly) for (let i = 0; i < 3; i++) recoveries.push(await burstRecovery(uncached.base))
    const rssUncachedLoad = rssMb(uncached.child.pid)
    await uncached.stop()

    console.log(
      `\n${connections} connections, ${seconds} s per run, Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
    )
    console.log(
      `${'mode'.padEnd(9)}${'what'.padEnd(28)}${pad('req/s', 8)}${pad('2xx/s', 8)}${pad('twin', 8)}${pad('ratio', 7)}${pad('p50', 6)}${pad('p99', 6)}${pad('twin p99', 9)}${pad('errors', 8)}${pad('bytes', 8)}`,
    )
    for (const r of rows)
      console.log(
        `${r.mode.padEnd(9)}${r.name.slice(0, 27).padEnd(28)}${pad(r.product.rps, 8)}${pad(r.product.okRps, 8)}${pad(r.twin.rps, 8)}${pad((r.product.rps / r.twin.rps).toFixed(2), 7)}${pad(r.product.p50, 6)}${pad(r.product.p99, 6)}${pad(r.twin.p99, 9)}${pad(r.product.errors, 8)}${pad(r.bytes, 8)}`,
      )
    console.log(
      `lists at ${LIST_CONNECTIONS} connections (below the limiter's 2 running + 64 queued, so neither side sheds; pages at ${connections}), 3 alternating runs:`,
    )
    for (const mode of ['cached', 'uncached']) {
      const { rounds, mid } = listComparison[mode]
      console.log(
        `  ${mode}: /api/blog/posts vs Payload REST median ${mid.ratio.toFixed(2)}x req/s (runs ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; 2xx only ${mid.okRatio.toFixed(2)}x), that run's p50 ${mid.ours.p50} vs ${mid.rest.p50} ms, p99 ${mid.ours.p99} vs ${mid.rest.p99} ms`,
      )
    }
    for (const r of recoveries)
      console.log(
        `burst recovery: one request ${r.ms} ms (status ${r.status}) after 300 connections for ${seconds} s on uncached pages and lists (${r.ok} answered, ${r.shed} shed with 503, ${r.timeouts} timeouts)`,
      )
    if (listsOnly) return
    printRealTraffic(real, medians)
    console.log(
      `login refusal (median of 15): real account ${logins.known} ms, unknown account ${logins.unknown} ms, difference ${Math.abs(logins.known - logins.unknown)} ms`,
    )
    console.log(`first load per page type (JS gzip KB, requests):`)
    for (const l of loads) console.log(`  ${l.url.padEnd(42)}${pad(l.jsKb, 7)} KB ${pad(l.requests, 4)} requests`)
    console.log(
      `RSS: ${rssStart} MB after start (start ${cached.startMs} ms), ${rssCachedLoad} MB after cached load, ${rssUncachedLoad} MB after uncached load and burst`,
    )
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Uncached pages and lists on SQLite, then on MongoDB: the database's share of the work, side by side. */
async function compareDatabases(flag) {
  const given = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : undefined
  const ferretdb = given ? undefined : await startFerretdb()
  const mongodbUrl = `${given ?? ferretdb.url}/bench_${Date.now()}`
  const results = {}
  try {
    for (const [database, env] of [
      ['sqlite', {}],
      ['mongodb', { DATABASE_URL: mongodbUrl, PAYLOAD_SECRET: 'bench-secret-not-for-production' }],
    ]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-bench-'))
      try {
        await (await startServer(dataDir, env)).stop()
        const server = await startServer(dataDir, { ...env, PAGE_CACHE: 'off' })
        results[database] = []
        for (const [name, url] of TARGETS) {
          console.error(`${database} ${name}`)
          const load = isList(name) ? { connections: LIST_CONNECTIONS } : {}
          await cannon(server.base + url, { ...load, duration: 2 })
          results[database].push({ name, ...summary(await cannon(server.base + url, load)) })
        }
        await server.stop()
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    await ferretdb?.stop()
  }
  console.log(
    `\nuncached, ${seconds} s per run (lists at ${LIST_CONNECTIONS} connections, pages at ${connections}), MongoDB: ${given ? 'given server' : 'FerretDB 1.24 on SQLite files'}, load ${os.loadavg()[0].toFixed(1)}`,
  )
  console.log(
    `${'what'.padEnd(28)}${pad('sqlite req/s', 13)}${pad('p50', 6)}${pad('p99', 6)}${pad('mongodb req/s', 14)}${pad('p50', 6)}${pad('p99', 6)}${pad('errors', 8)}`,
  )
  results.sqlite.forEach((a, i) => {
    const b = results.mongodb[i]
    console.log(
      `${a.name.slice(0, 27).padEnd(28)}${pad(a.rps, 13)}${pad(a.p50, 6)}${pad(a.p99, 6)}${pad(b.rps, 14)}${pad(b.p50, 6)}${pad(b.p99, 6)}${pad(`${a.errors}/${b.errors}`, 8)}`,
    )
  })
}

const mongodbFlag = flags.find((flag) => flag === '--mongodb' || flag.startsWith('--mongodb='))
if (mongodbFlag) await compareDatabases(mongodbFlag)
else await main()
