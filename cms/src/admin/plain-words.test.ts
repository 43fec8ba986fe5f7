import type { Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { atLeastMessage, humanize, singularOf } from './plain-words'

describe('humanize', () => {
  it('turns field names into words', () => {
    expect(humanize('featured_image')).toBe('Featured image')
    expect(humanize('published_at')).toBe('Published at')
    expect(humanize('showAward')).toBe('Show award')
    expect(humanize('cta_url')).toBe('Button URL')
    expect(humanize('seo')).toBe('SEO')
    expect(humanize('faq-items')).toBe('FAQ items')
  })
})

describe('atLeastMessage', () => {
  it('names what the list holds', () => {
    expect(atLeastMessage(1, 'question', 'questions')).toBe('Add at least one question')
    expect(atLeastMessage(3, 'step', 'steps')).toBe('Add at least 3 steps')
  })
})

describe('singularOf', () => {
  it('names one of a collection', () => {
    expect(singularOf('landing-pages')).toBe('landing-page')
    expect(singularOf('categories')).toBe('category')
    expect(singularOf('access')).toBe('access')
  })
})

/** Names spelt with an inner capital by their owners. */
const PROPER_NAMES = new Set(['LinkedIn', 'YouTube'])
const RAW_PATTERN = /_|[a-z][A-Z]|^[a-z]/
/** A label as an editor reads it: snake_case, camelCase or a lower-case start is a raw name. */
const RAW = { test: (label: string) => !PROPER_NAMES.has(label) && RAW_PATTERN.test(label) }

/** Words a developer writes in help texts and a marketer has to look up. */
const JARGON = /eyebrow|<h\d>|\bh1\b|lower case, hyphens|snake|camel/i

type Found = { where: string; label: string }

function labelText(label: unknown): string | null {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'en' in label) return String((label as { en: unknown }).en)
  return null
}

function walk(fields: Field[], where: string, found: Found[]): void {
  for (const field of fields) {
    const name = 'name' in field ? field.name : field.type
    const here = `${where} › ${name}`
    const hidden = 'admin' in field && field.admin && 'hidden' in field.admin && field.admin.hidden
    const label = 'label' in field ? labelText(field.label) : null
    if (!hidden && label !== null && RAW.test(label)) found.push({ where: here, label })
    const admin = 'admin' in field ? (field.admin as { description?: unknown } | undefined) : undefined
    const description = labelText(admin?.description)
    if (!hidden && description && JARGON.test(description)) found.push({ where: `${here} (help)`, label: description })
    if ((field.type === 'select' || field.type === 'radio') && !hidden)
      for (const option of field.options) {
        const text = typeof option === 'string' ? option : labelText(option.label)
        if (text !== null && RAW.test(text)) found.push({ where: `${here} (option)`, label: text })
      }
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, here, found)
    if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, `${here} › ${tab.label}`, found)
    if (field.type === 'blocks')
      for (const block of field.blocks ?? []) {
        const blockLabel = labelText(block.labels?.singular)
        if (blockLabel && RAW.test(blockLabel)) found.push({ where: `${here} › ${block.slug}`, label: blockLabel })
        walk(block.fields, `${here} › ${block.slug}`, found)
      }
  }
}

describe('the admin speaks plain English', () => {
  it('has no raw field name as a label anywhere an editor looks', async () => {
    const config: SanitizedConfig = await (await import('../payload.config')).default
    const found: Found[] = []
    for (const collection of config.collections) {
      if (collection.admin?.hidden === true) continue
      for (const key of ['singular', 'plural'] as const) {
        const text = labelText(collection.labels?.[key])
        // Sentence case, as everywhere else in the admin: "Landing pages", not Payload's "Landing Pages".
        if (text && (RAW.test(text) || /\s[A-Z][a-z]/.test(text.replace(/\b(FAQ|SEO|URL)s?\b/g, ''))))
          found.push({ where: collection.slug, label: text })
      }
      walk(collection.fields, collection.slug, found)
    }
    for (const global of config.globals) walk(global.fields, global.slug, found)
    for (const block of config.blocks ?? []) walk(block.fields, block.slug, found)
    expect(found).toEqual([])
  })
})

describe('dates', () => {
  it('start the week on Monday and use a 24-hour clock', async () => {
    const { plainField } = await import('./plain-words')
    const field = plainField({ name: 'published_at', type: 'date' })
    expect(field.type === 'date' && field.admin?.date).toMatchObject({
      timeFormat: 'HH:mm',
      overrides: { calendarStartDay: 1 },
    })
  })

  it('are written the UK way in document headers and list columns too', async () => {
    const config: SanitizedConfig = await (await import('../payload.config')).default
    expect(config.admin.dateFormat).toBe('d MMM yyyy, HH:mm')
  })
})

describe('list fields name what they hold', () => {
  it('asks for the thing, not for "Rows"', async () => {
    const { plainField } = await import('./plain-words')
    const field = plainField({
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [{ name: 'question', type: 'text' }],
    })
    if (field.type !== 'array' || typeof field.validate !== 'function') throw new Error('no validate')
    const t = ((key: string) => key) as never
    const args = { minRows: 1, required: false, req: { t } } as never
    expect(await field.validate([], args)).toBe('Add at least one question')
    expect(await field.validate([{ question: 'Why?' }], args)).toBe(true)
  })
})
