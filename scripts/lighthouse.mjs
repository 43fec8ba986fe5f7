// Lighthouse (mobile, the default throttling) over the built production server on a temporary
// database, with Debian's Chromium. Prints the median of 3 runs per page; asserts nothing.
// Run `npm run build` first.  node scripts/lighthouse.mjs [runs, default 3]
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startProductServer } from './product-server.mjs'

const runs = Number(process.argv[2] ?? 3)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PAGES = [
  '/',
  '/blog',
  '/contact',
  '/cloud-hosting',
  '/sap-business-one/for/finance-directors',
  '/products/produmex-wms',
]

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-lighthouse-'))
  const { base, stop } = await startProductServer({ port: await freePort(), dataDir })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    console.log(`Lighthouse mobile, median of ${runs} runs, load ${os.loadavg()[0].toFixed(1)}`)
    console.log(
      `${'page'.padEnd(44)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'LCP s'.padStart(7)}${'TBT ms'.padStart(8)}`,
    )
    for (const page of PAGES) {
      await fetch(base + page) // fill the page cache, as a visitor before the measured one would
      const results = []
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(base + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        results.push(lhr)
      }
      const score = (id) => Math.round(median(results.map((r) => r.categories[id].score ?? 0)) * 100)
      const lcp = median(results.map((r) => r.audits['largest-contentful-paint'].numericValue)) / 1000
      const tbt = median(results.map((r) => r.audits['total-blocking-time'].numericValue))
      console.log(
        `${page.padEnd(44)}${String(score('performance')).padStart(5)}${String(score('accessibility')).padStart(5)}${String(score('best-practices')).padStart(5)}${String(score('seo')).padStart(5)}${lcp.toFixed(2).padStart(7)}${String(Math.round(tbt)).padStart(8)}`,
      )
      // What keeps accessibility, best practices or SEO below 100, so the line says what to fix.
      const failing = new Set(
        results.flatMap((r) =>
          ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
            r.categories[id].auditRefs
              .filter((ref) => ref.weight > 0 && r.audits[ref.id].score !== null && r.audits[ref.id].score < 1)
              .map((ref) => ref.id),
          ),
        ),
      )
      if (failing.size) console.log(`${''.padEnd(4)}below 100: ${[...failing].join(', ')}`)
    }
  } finally {
    await chrome.kill()
    await stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
