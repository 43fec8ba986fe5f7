import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from './browser'
import routes from '../../../web/app/routes'
import { accessToken, contractApi, signIn } from './portal-session'
import { routePaths } from './route-paths'

const require = createRequire(import.meta.url)
const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every public route: the sitemap's, plus the pages it leaves out on purpose (search, campaign pages, a 404). */
async function publicRoutes(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(listed.length).toBeGreaterThan(30)
  const extra = [
    '/search?q=how+much+does+it+cost',
    '/landing/group-companies-sap-business-one-aws',
    '/landing/sap-business-one-service-hours',
    '/no-such-page',
  ]
  return [...new Set([...listed, ...extra])]
}

/** Portal routes that are not a signed-in screen, each with why. */
const NOT_SCREENS: Record<string, string> = {
  '/portal': 'redirects to the dashboard',
  '/portal/login': 'checked signed out, before the screens',
  '/portal/reset-password/:token': 'needs a token from a reset e-mail',
}

/**
 * Every signed-in portal screen, from the portal's routes (web/app/routes.ts), so a new screen cannot
 * go unchecked; a parameter is filled with a real document's id, and one with no value here fails.
 */
async function portalScreens(): Promise<string[]> {
  const token = await accessToken(admin)
  const { body } = await contractApi(() => token)<{ posts: Array<{ id: number | string }> }>('/blog/admin/posts')
  const params: Record<string, string> = { postId: String(body.posts[0]!.id) }
  return routePaths(routes)
    .filter((path) => path.startsWith('/portal') && !(path in NOT_SCREENS))
    .map((path) =>
      path.replace(/:(\w+)/g, (_, name: string) => {
        expect(params[name], `a value for :${name} in ${path}`).toBeDefined()
        return params[name]!
      }),
    )
}

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

/** The Nu HTML Checker over many files in one JVM start (it takes seconds to start). */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  const run = promisify(execFile)
  const result = await run('java', ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages
}

describe('the Nu HTML Checker', () => {
  it('finds no errors on any public route', async () => {
    const routes = await publicRoutes()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-vnu-'))
    try {
      const files: string[] = []
      // One at a time, as a visitor would: all at once, the server's load shedding answers some with a 503.
      for (const [i, route] of routes.entries()) {
        const file = path.join(dir, `${i}.html`)
        fs.writeFileSync(file, await (await fetch(baseUrl + route)).text())
        files.push(file)
      }
      const errors = (await validate(files)).map((m) => {
        const route = routes[Number(path.basename(new URL(m.url).pathname, '.html'))]
        return `${route}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`
      })
      expect(errors).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)
})

/** A page that may load axe: the site's Content-Security-Policy refuses injected scripts. */
async function openPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true })
  return context.newPage()
}

type AxeViolation = { id: string; help: string; nodes: Array<{ target: string[] }> }

/** axe-core's WCAG 2.x A and AA rules (and its best practices) on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })) as { violations: AxeViolation[] }
    return result.violations
  })
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

describe('axe', () => {
  it('finds no violations on any public route', async () => {
    const routes = await publicRoutes()
    const page = await openPage()
    const found: string[] = []
    for (const route of routes) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
      found.push(...(await axeViolations(page)).map((v) => `${route} ${v}`))
    }
    await page.context().close()
    expect(found).toEqual([])
  }, 300_000)

  it('finds no violations on the phone menu, open', async () => {
    const page = await openPage(390)
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'SAP Business One' }).click()
    const found = await axeViolations(page)
    await page.context().close()
    expect(found).toEqual([])
  })

  it('finds no violations on the portal login and on every portal screen', async () => {
    const page = await openPage()
    const found: string[] = []
    await page.goto(`${baseUrl}/portal/login`, { waitUntil: 'networkidle' })
    found.push(...(await axeViolations(page)).map((v) => `/portal/login ${v}`))
    await signIn(page, admin.email, admin.password)
    const screens = await portalScreens()
    expect(screens).toEqual(expect.arrayContaining(['/portal/dashboard', '/portal/admin/leads', '/portal/admin/faqs']))
    for (const screen of screens) {
      await page.goto(baseUrl + screen, { waitUntil: 'networkidle' })
      await page.locator('main h1').first().waitFor()
      found.push(...(await axeViolations(page)).map((v) => `${screen} ${v}`))
    }
    // The desk sorted by a column (aria-sort on a heading), and a lead's drawer open on it.
    await page.goto(`${baseUrl}/portal/admin/leads?sort=company`, { waitUntil: 'networkidle' })
    await page.locator('tbody tr').first().getByRole('button').first().click()
    await page.getByRole('dialog', { name: 'Lead Details' }).getByRole('list', { name: 'Timeline' }).waitFor()
    found.push(...(await axeViolations(page)).map((v) => `lead drawer ${v}`))
    await page.context().close()
    expect(found).toEqual([])
  }, 180_000)
})
