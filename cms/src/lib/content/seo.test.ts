import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { clip, documentSummary, SEO_LENGTHS, seoDescription, seoTitle } from './seo'

const within = (text: string, range: { minLength: number; maxLength: number }) =>
  text.length >= range.minLength && text.length <= range.maxLength

describe('SEO prefill', () => {
  it('uses the installed SEO plugin’s own recommended lengths', async () => {
    // The package exports no `defaults`; its file is read directly, so a plugin upgrade that
    // changes the ranges fails here.
    const main = createRequire(import.meta.url).resolve('@payloadcms/plugin-seo')
    const { defaults } = await import(pathToFileURL(path.join(path.dirname(main), 'defaults.js')).href)
    expect(SEO_LENGTHS).toEqual(defaults)
  })

  it('fits titles of every length into the title range', () => {
    for (const name of [
      'Blog',
      'Contact us',
      'SAP Business One for Finance Directors',
      'SAP Business One Implementation in 8-12 Weeks for growing manufacturers and distributors',
    ]) {
      const title = seoTitle(name)
      expect(title.endsWith('| Clearpath B1'), title).toBe(true)
      expect(within(title, SEO_LENGTHS.title), `${title} (${title.length})`).toBe(true)
    }
  })

  it('clips long descriptions at a word, within the maximum', () => {
    const long = 'SAP Business One for growing firms, '.repeat(8)
    const description = seoDescription(long)
    expect(description.length).toBeLessThanOrEqual(SEO_LENGTHS.description.maxLength)
    expect(long.startsWith(description)).toBe(true)
    expect(description).not.toMatch(/[ ,]$/)
    expect(clip('Short enough.', 150)).toBe('Short enough.')
    expect(seoDescription(null)).toBe('')
  })

  it('describes a document by its excerpt, description or hero text', () => {
    expect(documentSummary({ excerpt: 'A post', description: 'x' })).toBe('A post')
    expect(documentSummary({ description: 'A landing page' })).toBe('A landing page')
    expect(documentSummary({ blocks: [{ blockType: 'stats' }, { blockType: 'hero', subheading: 'Hero text' }] })).toBe(
      'Hero text',
    )
    expect(documentSummary({ blocks: [] })).toBeNull()
  })
})
