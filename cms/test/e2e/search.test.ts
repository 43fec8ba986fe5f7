import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The results of /search for the words, as rendered by the server: [type, title] pairs. */
async function results(q: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${baseUrl}/search?q=${encodeURIComponent(q)}`)).text()
  return [...html.matchAll(/uppercase">([^<]+)<\/p><h2[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => [
    m[1]!,
    m[2]!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"),
  ])
}

describe('site search (issue 26)', () => {
  it('answers cost questions, however they are put', async () => {
    for (const q of ['how much does it cost', 'price', 'pricing', 'costs']) {
      const titles = (await results(q)).slice(0, 5).map(([, title]) => title)
      expect(titles, q).toContain('What does consultancy cost?')
    }
  })

  it('takes ERP and SAP B1 for SAP Business One, plurals and typos too', async () => {
    for (const q of ['ERP', 'SAP B1']) {
      const found = await results(q)
      expect(found.length, q).toBeGreaterThan(3)
      expect(
        found.slice(0, 5).some(([, title]) => /SAP Business One/.test(title)),
        q,
      ).toBe(true)
    }
    expect((await results('warehouses')).slice(0, 3).map(([, title]) => title)).toContain('Produmex WMS')
    const typo = await results('implmentation')
    expect(typo.length).toBeGreaterThan(0)
    expect(new Set((await results('manufacturing')).map(([type]) => type))).toEqual(
      new Set(['Page', 'Post', 'Extension', 'FAQ']),
    )
  })

  it('works without JavaScript from the header on any page: a box on wide screens, else a link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${baseUrl}/about`)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search')
    await page.setViewportSize({ width: 1440, height: 900 })
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('how much does it cost')
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=how\+much\+does\+it\+cost$/)
    await page.getByRole('link', { name: 'What does consultancy cost?' }).click()
    await page.waitForURL(/\/faqs\?search=/)
    expect(await page.getByRole('button', { name: /What does consultancy cost\?/ }).count()).toBe(1)
    await context.close()
  })

  it('is in the phone menu', async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const box = page.getByRole('navigation', { name: 'Mobile' }).getByRole('searchbox', { name: 'Search the site' })
    await box.fill('SAP B1 cost')
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=SAP\+B1\+cost$/)
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor()
    expect(await page.locator('main ol > li').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the FAQ filter matches the same way, loading its matcher on first use', async () => {
    const { page, errors } = await openPage(browser)
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(request.url()))
    await page.goto(`${baseUrl}/faqs`, { waitUntil: 'networkidle' })
    const before = loaded.length
    await searchFaqs(page, 'how much does it cost')
    await page.getByRole('button', { name: /What does consultancy cost\?/ }).waitFor()
    expect(loaded.slice(before).some((url) => /\/assets\/search-[\w-]+\.js$/.test(url))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

async function searchFaqs(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Search questions' })
  await box.click()
  await box.fill(words)
}
