import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { LeadActivity } from '../collections/LeadActivity'
import { Leads } from '../collections/Leads'
import { Outbox } from '../collections/Outbox'
import { Pages } from '../collections/Pages'
import { PageViews } from '../collections/PageViews'
import { SlotClaims } from '../collections/SlotClaims'
import { TaskReminders } from '../collections/TaskReminders'

const CALLERS = {
  anonymous: null,
  user: { collection: 'users', id: 3, role: 'user', is_active: true },
  inactive: { collection: 'users', id: 4, role: 'super_admin', is_active: false },
  admin: { collection: 'users', id: 2, role: 'admin', is_active: true },
  super_admin: { collection: 'users', id: 1, role: 'super_admin', is_active: true },
} as const

/** Whom the side menu and dashboard show a collection to. */
const shownTo = (collection: CollectionConfig) =>
  Object.entries(CALLERS)
    .filter(([, user]) => {
      const hidden = collection.admin?.hidden
      return !(typeof hidden === 'function' ? hidden({ user: user as never }) : hidden)
    })
    .map(([name]) => name)

describe('the System group', () => {
  it('holds the plumbing, shown to super admins only', () => {
    for (const collection of [SlotClaims, TaskReminders, LeadActivity, PageViews, Outbox]) {
      expect(collection.admin?.group, collection.slug).toBe('System')
      expect(shownTo(collection), collection.slug).toEqual(['super_admin'])
    }
  })

  it('leaves what marketers and sales work with where it was', () => {
    expect([Pages.admin?.group, Leads.admin?.group]).toEqual(['Content', 'Enquiries'])
    expect(shownTo(Pages)).toEqual(Object.keys(CALLERS))
  })
})
