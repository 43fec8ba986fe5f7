import type { Field } from 'payload'

import { isPublic } from '../lib/content/public-data'
import { isAdminField } from './index'

/**
 * The fields of a document anonymous visitors read: each is admins-only unless it declares
 * `custom: { public: true }`, so a new field stays private until someone decides otherwise. Rows,
 * collapsibles, unnamed groups and tabs only lay fields out: their fields are held to the rule one by one.
 */
export function privateUnlessPublic(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: privateUnlessPublic(tab.fields) })) }
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field)))
      return { ...field, fields: privateUnlessPublic(field.fields) }
    if (field.type === 'ui' || isPublic(field)) return field
    // Some field types admit only a read rule; this keeps whichever rules the field has.
    return { ...field, access: { ...field.access, read: isAdminField } } as Field
  })
}
