import type { Field, Validate } from 'payload'
import { describe, expect, it } from 'vitest'

import { draftMayBeBlank, isBlank } from './incomplete-drafts'

const t = ((key: string) => key) as never
const args = (status: 'draft' | 'published', extra: Record<string, unknown> = {}) =>
  ({ data: { _status: status }, req: { t, payload: { config: {} } }, required: true, ...extra }) as never

const validateOf = (field: Field) => (field as { validate: Validate }).validate

describe('draftMayBeBlank', () => {
  it('lets a draft leave a required field blank, and checks it when publishing', async () => {
    const field = draftMayBeBlank({ name: 'excerpt', type: 'text', required: true })
    expect(await validateOf(field)('', args('draft'))).toBe(true)
    expect(await validateOf(field)('', args('published'))).not.toBe(true)
    expect(await validateOf(field)('Words', args('published'))).toBe(true)
  })

  it('still checks what a draft has typed', async () => {
    const field = draftMayBeBlank({ name: 'excerpt', type: 'text', required: true, maxLength: 3 })
    expect(await validateOf(field)('Too long', args('draft', { maxLength: 3 }))).not.toBe(true)
  })

  it('reaches required fields inside blocks and groups', () => {
    const field = draftMayBeBlank({
      name: 'blocks',
      type: 'blocks',
      blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text', required: true }] }],
    })
    const heading = field.type === 'blocks' ? field.blocks[0]!.fields[0]! : undefined
    expect(typeof (heading as { validate?: unknown }).validate).toBe('function')
  })
})

describe('isBlank', () => {
  it('knows empty values, lists and rich text', () => {
    expect(isBlank(undefined)).toBe(true)
    expect(isBlank([])).toBe(true)
    expect(isBlank({ root: { children: [{ type: 'paragraph', children: [] }] } })).toBe(true)
    expect(isBlank({ root: { children: [{ type: 'paragraph', children: [{ text: 'Hi' }] }] } })).toBe(false)
    expect(isBlank('x')).toBe(false)
    expect(isBlank(0)).toBe(false)
  })
})
