import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-publish-shots-'))

type Block = { blockType: string; heading?: string; [key: string]: unknown }

let browser: Browser
let token: string

const api = async (urlPath: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${baseUrl}/api${urlPath}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  expect(res.status, text).toBeLessThan(300)
  return JSON.parse(text)
}

/** What a visitor (no cookies) gets at a path. */
const visit = (urlPath: string) => fetch(`${baseUrl}${urlPath}`)

/** A browser context signed in to /admin: Payload's own session cookie. */
async function adminPage(width: number) {
  const { page, errors } = await openPage(browser, width)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseUrl }])
  return { page, errors }
}

beforeAll(async () => {
  browser = await launchBrowser()
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = ((await res.json()) as { token: string }).token
})
afterAll(() => browser?.close())

describe('drafts, preview, publish and restore of the home page', () => {
  it('shows the draft only in an admin’s preview; publishing and restoring change what visitors see', async () => {
    const { docs } = await api('/pages?where[path][equals]=/&depth=0')
    const home = docs[0] as { id: number; blocks: Block[] }
    const oldHeading = home.blocks.find((b) => b.blockType === 'hero')!.heading!
    const newHeading = `Draft heading ${Date.now()}`
    const withHeading = (heading: string) => home.blocks.map((b) => (b.blockType === 'hero' ? { ...b, heading } : b))

    // The editor's autosaved draft (the admin saves drafts through this same operation).
    await api(`/pages/${home.id}?draft=true`, { method: 'PATCH', body: { blocks: withHeading(newHeading) } })

    const visitor = await visit('/')
    const visitorHtml = await visitor.text()
    expect(visitorHtml).toContain(oldHeading)
    expect(visitorHtml).not.toContain(newHeading)
    // The same preview address, without an admin session, is the published page.
    const anonymousPreview = await (await visit('/?preview=1')).text()
    expect(anonymousPreview).toContain(oldHeading)
    expect(anonymousPreview).not.toContain(newHeading)

    for (const width of [390, 1280]) {
      const { page } = await adminPage(width)
      const response = await page.goto(`${baseUrl}/?preview=1`)
      expect(response!.headers()['cache-control']).toBe('no-store')
      expect(response!.headers()['x-robots-tag']).toBe('noindex')
      await expect(page.locator('h1').first().textContent()).resolves.toContain(newHeading)
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex')
      await page.getByRole('status').filter({ hasText: 'Preview' }).waitFor()
      await page.screenshot({ path: path.join(shots, `home-preview-${width}.png`) })
      await page.context().close()
    }

    // History is visible to the admin in /admin.
    const { page: versionsPage } = await adminPage(1280)
    await versionsPage.goto(`${baseUrl}/admin/collections/pages/${home.id}/versions`)
    await versionsPage.locator('table tbody tr').first().waitFor({ timeout: 30_000 })
    expect(await versionsPage.getByText(/Unauthorized/).count()).toBe(0)
    await versionsPage.screenshot({ path: path.join(shots, 'home-versions-1280.png') })
    await versionsPage.context().close()

    await api(`/pages/${home.id}`, { method: 'PATCH', body: { _status: 'published' } })
    expect(await (await visit('/')).text()).toContain(newHeading)

    const versions = await api(
      `/pages/versions?where[parent][equals]=${home.id}&where[version._status][equals]=published&sort=-updatedAt&limit=10&depth=0`,
    )
    const previous = (versions.docs as Array<{ id: string; version: { blocks: Block[] } }>).find(
      (v) => v.version.blocks.find((b) => b.blockType === 'hero')?.heading === oldHeading,
    )
    expect(previous).toBeDefined()
    await api(`/pages/versions/${previous!.id}`, { method: 'POST' })
    const restored = await (await visit('/')).text()
    expect(restored).toContain(oldHeading)
    expect(restored).not.toContain(newHeading)
  })
})

describe('draft globals and feature pages in preview', () => {
  type Footer = { columns: Array<{ heading: string; links: Array<{ label: string }> }> }
  type Navigation = { items: Array<{ label: string }> }

  /**
   * What a signed-in admin's browser gets at a path: Payload's session cookie, and the
   * Sec-Fetch-Site a browser sends, without which Payload ignores the cookie.
   */
  const asAdmin = (urlPath: string) =>
    fetch(`${baseUrl}${urlPath}`, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } })

  it('shows drafted header, footer and page words only in an admin’s preview of /, /blog, /faqs and /contact', async () => {
    const footer = (await api('/globals/footer?depth=0')) as Footer
    const navigation = (await api('/globals/navigation?depth=0')) as Navigation
    const faqs = (await api('/pages?where[path][equals]=/faqs&depth=0')).docs[0] as { id: number; blocks: Block[] }
    const stamp = Date.now()
    const footerLabel = `Draft footer link ${stamp}`
    const menuLabel = `Draft menu ${stamp}`
    const faqsHeading = `Draft FAQ heading ${stamp}`
    const headed = faqs.blocks.findIndex((b) => typeof b.heading === 'string')
    expect(headed).toBeGreaterThanOrEqual(0)

    const draftFooter = structuredClone(footer)
    draftFooter.columns[0]!.links[0]!.label = footerLabel
    const draftNavigation = structuredClone(navigation)
    draftNavigation.items[0]!.label = menuLabel
    await api('/globals/footer?draft=true', { method: 'POST', body: { columns: draftFooter.columns } })
    await api('/globals/navigation?draft=true', { method: 'POST', body: { items: draftNavigation.items } })
    await api(`/pages/${faqs.id}?draft=true`, {
      method: 'PATCH',
      body: { blocks: faqs.blocks.map((b, i) => (i === headed ? { ...b, heading: faqsHeading } : b)) },
    })

    try {
      for (const route of ['/', '/blog', '/faqs', '/contact']) {
        for (const [who, response] of [
          ['visitor', await visit(route)],
          ['visitor asking for preview', await visit(`${route}?preview=1`)],
          ['admin outside preview', await asAdmin(route)],
        ] as const) {
          const html = await response.text()
          expect(response.status, `${who} ${route}`).toBe(200)
          expect(html, `${who} ${route}`).not.toContain(footerLabel)
          expect(html, `${who} ${route}`).not.toContain(menuLabel)
          expect(html, `${who} ${route}`).not.toContain(faqsHeading)
        }
        const preview = await asAdmin(`${route}?preview=1`)
        const html = await preview.text()
        expect(html, route).toContain(footerLabel)
        expect(html, route).toContain(menuLabel)
        expect(html.includes(faqsHeading), route).toBe(route === '/faqs')
        expect(preview.headers.get('cache-control'), route).toBe('no-store')
        expect(preview.headers.get('x-robots-tag'), route).toBe('noindex')
        expect(html, route).toMatch(/<meta name="robots" content="noindex"/)
      }

      const { page } = await adminPage(1280)
      await page.goto(`${baseUrl}/faqs?preview=1`)
      await page.getByRole('contentinfo').getByText(footerLabel).waitFor()
      await page.getByRole('status').filter({ hasText: 'Preview' }).waitFor()
      await page.screenshot({ path: path.join(shots, 'faqs-preview-1280.png'), fullPage: true })
      await page.context().close()
    } finally {
      // Publishing the globals as they were leaves them unchanged for the other tests.
      await api('/globals/footer', { method: 'POST', body: { columns: footer.columns, _status: 'published' } })
      await api('/globals/navigation', { method: 'POST', body: { items: navigation.items, _status: 'published' } })
      await api(`/pages/${faqs.id}`, { method: 'PATCH', body: { blocks: faqs.blocks, _status: 'published' } })
    }
    expect(await (await asAdmin('/?preview=1')).text()).not.toContain(footerLabel)
  })
})

describe('scheduled publishing', () => {
  it('a post scheduled a minute ahead appears on /blog after that minute, without anyone saving', async () => {
    const title = `Scheduled post ${Date.now()}`
    const post = await api('/blog/admin/posts', {
      method: 'POST',
      body: { title, excerpt: 'Goes live on its own.', content: 'Body', category: 'Implementation', status: 'draft' },
    })
    // Another process queues the job in the shared database, as the admin's "Schedule publish" does.
    process.env.DATA_DIR = inject('dataDir')
    process.env.DATABASE_URL = inject('databaseUrl')
    const { default: config } = await import('../../src/payload.config')
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    const at = new Date(Date.now() + 60_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) } } as never,
      waitUntil: at,
    })

    expect(await (await visit('/blog')).text()).not.toContain(title)
    expect((await visit(`/blog/${post.slug}`)).status).toBe(404)
    while (Date.now() < at.getTime() + 30_000) {
      if ((await (await visit('/blog')).text()).includes(title)) break
      await new Promise((r) => setTimeout(r, 2000))
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect(await (await visit('/blog')).text()).toContain(title)
    expect((await visit(`/blog/${post.slug}`)).status).toBe(200)
  }, 150_000)
})

describe('rich text on /blog/{slug}', () => {
  const text = (value: string, format = 0) => ({
    type: 'text',
    version: 1,
    text: value,
    detail: 0,
    format,
    mode: 'normal',
    style: '',
  })
  const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
    type,
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children,
    ...extra,
  })

  it('a post made in the admin renders its heading, bold text and link', async () => {
    const { docs } = await api('/categories?limit=1&depth=0')
    const content = {
      root: node('root', [
        node('heading', [text('Step one')], { tag: 'h2' }),
        node('paragraph', [
          text('Bold claim', 1),
          text(' and '),
          node('link', [text('a source')], {
            fields: { linkType: 'custom', url: 'https://example.com/source', newTab: true },
          }),
        ]),
      ]),
    }
    const { doc } = await api('/posts', {
      method: 'POST',
      body: { title: `Formatted ${Date.now()}`, excerpt: 'E', content, category: docs[0].id, _status: 'published' },
    })
    const html = await (await visit(`/blog/${doc.slug}`)).text()
    expect(html).toMatch(/<h2[^>]*>Step one<\/h2>/)
    expect(html).toMatch(/<strong[^>]*>Bold claim<\/strong>/)
    expect(html).toMatch(/<a[^>]*href="https:\/\/example\.com\/source"[^>]*target="_blank"/)

    const { page } = await openPage(browser, 390)
    await page.goto(`${baseUrl}/blog/${doc.slug}`)
    await page.getByRole('heading', { name: 'Step one' }).waitFor()
    await page.screenshot({ path: path.join(shots, 'post-formatted-390.png'), fullPage: true })
    await page.context().close()
  })

  it('a post typed in the portal keeps its line breaks', async () => {
    const post = await api('/blog/admin/posts', {
      method: 'POST',
      body: {
        title: `Typed ${Date.now()}`,
        excerpt: 'E',
        content: 'First line\nSecond line',
        category: 'Implementation',
        status: 'published',
      },
    })
    const html = await (await visit(`/blog/${post.slug}`)).text()
    expect(html).toMatch(/First line<br\s*\/?>\s*Second line/)
  })
})

describe('the preview notice', () => {
  const asAdmin = (urlPath: string) =>
    fetch(`${baseUrl}${urlPath}`, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } })
  const notice = async (urlPath: string) =>
    /<p role="status"[^>]*>(Preview:[^<]*)</.exec(await (await asAdmin(urlPath)).text())?.[1]

  it('says "unpublished changes" only while the draft differs from what is published', async () => {
    const stamp = Date.now()
    const created = await api('/pages', {
      method: 'POST',
      body: { title: `Notice test ${stamp}`, path: `/notice-${stamp}`, blocks: [], _status: 'draft' },
    })
    const id = (created.doc as { id: number }).id
    const at = `/notice-${stamp}?preview=1`
    expect(await notice(at)).toBe('Preview: this page is not published yet. Visitors cannot see it.')

    await api(`/pages/${id}`, { method: 'PATCH', body: { _status: 'published' } })
    expect(await notice(at)).toBe('Preview: no unpublished changes. Visitors see this version.')
    // Built without a hero, the page still has its title as its one h1.
    expect(await (await fetch(`${baseUrl}/notice-${stamp}`)).text()).toMatch(
      new RegExp(`<h1 class="sr-only">Notice test ${stamp}</h1>`),
    )

    // An autosave that changes nothing a visitor sees (only the timestamps move) is not a change.
    await api(`/pages/${id}?draft=true&autosave=true`, { method: 'PATCH', body: { _status: 'draft' } })
    expect(await notice(at)).toBe('Preview: no unpublished changes. Visitors see this version.')

    await api(`/pages/${id}?draft=true`, { method: 'PATCH', body: { title: `Notice test ${stamp} (edited)` } })
    expect(await notice(at)).toBe('Preview: this page shows unpublished changes. Visitors see the published version.')
  })
})
