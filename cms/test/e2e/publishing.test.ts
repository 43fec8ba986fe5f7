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
