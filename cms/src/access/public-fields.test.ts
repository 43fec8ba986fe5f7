import type { Field, FieldAccess } from 'payload'
import { describe, expect, it } from 'vitest'

import { isAdminField } from './index'
import { privateUnlessPublic } from './public-fields'

const readOf = (field: Field) => ('access' in field ? field.access?.read : undefined) as FieldAccess | undefined

describe('privateUnlessPublic', () => {
  const fields = privateUnlessPublic([
    { name: 'phone', type: 'text', custom: { public: true } },
    { name: 'inbox', type: 'email' },
    { name: 'address', type: 'group', custom: { public: true }, fields: [{ name: 'city', type: 'text' }] },
    {
      type: 'row',
      fields: [
        { name: 'vat', type: 'text', custom: { public: true } },
        { name: 'notes', type: 'text', access: { update: isAdminField } },
      ],
    },
    { type: 'tabs', tabs: [{ label: 'More', fields: [{ name: 'hidden', type: 'text' }] }] },
  ])

  it('leaves the fields declared public readable by everyone, a public group whole', () => {
    expect(readOf(fields[0])).toBeUndefined()
    expect(readOf(fields[2])).toBeUndefined()
    expect(fields[2]).toEqual(expect.objectContaining({ fields: [{ name: 'city', type: 'text' }] }))
  })

  it('makes every other field admins-only, inside rows and tabs too, keeping its other rules', () => {
    expect(readOf(fields[1])).toBe(isAdminField)
    const row = fields[3] as { fields: Field[] }
    expect(readOf(row.fields[0])).toBeUndefined()
    expect(readOf(row.fields[1])).toBe(isAdminField)
    expect((row.fields[1] as { access: { update: unknown } }).access.update).toBe(isAdminField)
    const tabs = fields[4] as { tabs: Array<{ fields: Field[] }> }
    expect(readOf(tabs.tabs[0].fields[0])).toBe(isAdminField)
  })
})
