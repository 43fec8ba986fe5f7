import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const shots = process.env.E2E_SCREENSHOTS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'b1-admin-traps-'))

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

/** Every document of a collection, drafts included. */
const count = async (collection: string) =>
  ((await api(`/${collection}?draft=true&limit=1&depth=0`)) as { totalDocs: number }).totalDocs

async function adminPage(width: number): Promise<Page> {
  const { page } = await openPage(browser, width)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseUrl }])
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`) })

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

describe('"Create new" in the admin', () => {
  it('creates no document until the editor saves, for pages, posts and landing pages', async () => {
    for (const collection of ['pages', 'posts', 'landing-pages']) {
      const before = await count(collection)
      const page = await adminPage(1280)
      await page.goto(`${baseUrl}/admin/collections/${collection}/create`, { waitUntil: 'networkidle' })
      await page.locator('#field-title').waitFor({ timeout: 30_000 })
      // Still the create view: Payload did not make a document and redirect to it.
      expect(page.url()).toMatch(/\/create$/)
      await page.locator('#field-title').fill('Typed, then abandoned')
      await page.waitForTimeout(2000)
      await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
      await page.context().close()
      expect(await count(collection), collection).toBe(before)
    }
  })

  it('saves the document once the editor asks, and autosave follows from then on', async () => {
    const before = await count('posts')
    const page = await adminPage(1280)
    await page.goto(`${baseUrl}/admin/collections/posts/create`, { waitUntil: 'networkidle' })
    const title = `Saved on purpose ${Date.now()}`
    await page.locator('#field-title').fill(title)
    await shot(page, 'admin-create-post-1280')
    await page.locator('#action-save-draft').click()
    await page.waitForURL(/\/admin\/collections\/posts\/\d+/, { timeout: 30_000 })
    expect(await count('posts')).toBe(before + 1)
    await page.locator('#field-excerpt').fill('Autosaved words')
    const id = /posts\/(\d+)/.exec(page.url())![1]
    await expect
      .poll(async () => ((await api(`/posts/${id}?draft=true&depth=0`)) as { excerpt?: string }).excerpt, {
        timeout: 15_000,
      })
      .toBe('Autosaved words')
    await page.context().close()
  })
})

describe('the schedule drawer', () => {
  it('preselects Publish for a post never published, starts the calendar on Monday and uses a 24-hour clock', async () => {
    const category = ((await api('/categories?limit=1&depth=0')) as { docs: { id: number }[] }).docs[0]
    const created = await api('/posts?draft=true', {
      method: 'POST',
      body: { title: `Never published ${Date.now()}`, excerpt: 'Soon', category: category?.id, _status: 'draft' },
    })
    const id = (created.doc as { id: number }).id
    for (const width of [1280, 390]) {
      const page = await adminPage(width)
      await page.goto(`${baseUrl}/admin/collections/posts/${id}`, { waitUntil: 'networkidle' })
      await page.locator('#action-save-popup button').first().click()
      await page.locator('#schedule-publish').click()
      const publish = page.getByRole('radio', { name: 'Publish', exact: true })
      await publish.waitFor()
      expect(await publish.isChecked()).toBe(true)
      expect(await page.getByRole('radio', { name: 'Unpublish' }).isChecked()).toBe(false)

      await page.locator('.schedule-publish #time input').click()
      const dayNames = page.locator('.react-datepicker__day-names .react-datepicker__day-name')
      await dayNames.first().waitFor()
      expect((await dayNames.allTextContents()).map((d) => d.trim().slice(0, 2))).toEqual([
        'Mo',
        'Tu',
        'We',
        'Th',
        'Fr',
        'Sa',
        'Su',
      ])
      const times = await page.locator('.react-datepicker__time-list-item').allTextContents()
      expect(times).toContain('13:00')
      expect(times.some((t) => /am|pm/i.test(t))).toBe(false)
      await shot(page, `admin-schedule-drawer-${width}`)
      if (width === 1280) {
        // Tomorrow at 13:00 UK time, shown back in the 24-hour form.
        await page.locator('.react-datepicker__day:not(.react-datepicker__day--disabled)').nth(1).click()
        await page.locator('.react-datepicker__time-list-item', { hasText: /^13:00$/ }).click()
        expect(await page.locator('.schedule-publish #time input').inputValue()).toMatch(/^\d{1,2} \w{3} \d{4}, 13:00$/)
        await page.locator('#scheduled-publish-save').click()
        await page.getByText(/^Publish on .*, 13:00$/).waitFor({ timeout: 15_000 })
        const jobs = (await api(
          `/payload-jobs?where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${id}&depth=0`,
        )) as { docs: { input: { type: string }; waitUntil: string }[] }
        expect(jobs.docs.map((j) => j.input.type)).toEqual(['publish'])
        const at = new Date(jobs.docs[0]!.waitUntil)
        expect(
          new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
            at,
          ),
        ).toBe('13:00')
        await shot(page, 'admin-schedule-drawer-planned-1280')
      }
      await page.context().close()
    }
  })
})

describe('performance beside each document', () => {
  it('shows views, enquiries and conversion for 7, 30 and 90 days in the sidebar of a page', async () => {
    const home = ((await api('/pages?where[path][equals]=/&depth=0')) as { docs: { id: number }[] }).docs[0]!
    for (const width of [1280, 390]) {
      const page = await adminPage(width)
      await page.goto(`${baseUrl}/admin/collections/pages/${home.id}`, { waitUntil: 'networkidle' })
      const panel = page.getByRole('region', { name: 'Performance' })
      await panel.waitFor({ timeout: 30_000 })
      expect(await panel.locator('h3').textContent()).toBe('Performance of /')
      expect(await panel.locator('tbody tr td:first-child').allTextContents()).toEqual(['7 days', '30 days', '90 days'])
      await panel.scrollIntoViewIfNeeded()
      await shot(page, `admin-document-performance-${width}`)
      await page.context().close()
    }
  })
})

describe('authors as people', () => {
  it('lists the authors in the admin and shows the author under a post on the site', async () => {
    for (const width of [1280, 390]) {
      const page = await adminPage(width)
      await page.goto(`${baseUrl}/admin/collections/authors`, { waitUntil: 'networkidle' })
      await page.getByRole('link', { name: 'Priya Shah' }).first().waitFor({ timeout: 30_000 })
      await shot(page, `admin-authors-${width}`)
      await page.getByRole('link', { name: 'Priya Shah' }).first().click()
      await page.locator('#field-role').waitFor({ timeout: 30_000 })
      expect(await page.locator('#field-role').inputValue()).toBe('Senior SAP Business One consultant')
      await shot(page, `admin-author-${width}`)
      await page.context().close()
    }
    const { posts } = (await (await fetch(`${baseUrl}/api/blog/posts`)).json()) as {
      posts: { slug: string; author: string }[]
    }
    const post = posts.find((p) => p.author === 'Priya Shah')!
    for (const width of [1280, 390]) {
      const { page } = await openPage(browser, width)
      await page.goto(`${baseUrl}/blog/${post.slug}`, { waitUntil: 'networkidle' })
      const card = page.getByRole('complementary', { name: 'About the author' })
      expect(await card.textContent()).toContain('Senior SAP Business One consultant')
      await card.scrollIntoViewIfNeeded()
      await shot(page, `site-post-author-${width}`)
      await page.context().close()
    }
  })
})
