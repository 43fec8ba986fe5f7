import type { Access, FieldAccess } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  activePageOrAdmin,
  adminOrSelf,
  anyone,
  canDeleteUser,
  canUpdateUser,
  isAdmin,
  isAdminField,
  nobody,
  publishedFaqOrAdmin,
  publishedGlobalOrAdmin,
  publishedOrAdmin,
} from './index'

const CALLERS = {
  anonymous: undefined,
  user: { collection: 'users', id: 3, role: 'user', is_active: true },
  inactive: { collection: 'users', id: 4, role: 'admin', is_active: false },
  admin: { collection: 'users', id: 2, role: 'admin', is_active: true },
  super_admin: { collection: 'users', id: 1, role: 'super_admin', is_active: true },
} as const
type Caller = keyof typeof CALLERS

/** What a rule answers for each kind of caller. */
const answers = (rule: Access | FieldAccess) =>
  Object.fromEntries(Object.entries(CALLERS).map(([name, user]) => [name, rule({ req: { user } } as never)])) as Record<
    Caller,
    unknown
  >

const PUBLISHED = { _status: { equals: 'published' } }

describe('access rules, per caller', () => {
  it('anyone and nobody ignore the caller', () => {
    expect(answers(anyone)).toEqual({ anonymous: true, user: true, inactive: true, admin: true, super_admin: true })
    expect(answers(nobody)).toEqual({
      anonymous: false,
      user: false,
      inactive: false,
      admin: false,
      super_admin: false,
    })
  })

  it('isAdmin lets only active admins and super_admins in, on documents and fields', () => {
    const staffOnly = { anonymous: false, user: false, inactive: false, admin: true, super_admin: true }
    expect(answers(isAdmin)).toEqual(staffOnly)
    expect(answers(isAdminField)).toEqual(staffOnly)
  })

  it('published content: staff read everything, everyone else only what the public filter allows', () => {
    const everyoneElse = (where: object) => ({
      anonymous: where,
      user: where,
      inactive: where,
      admin: true,
      super_admin: true,
    })
    expect(answers(publishedOrAdmin)).toEqual(everyoneElse(PUBLISHED))
    expect(answers(publishedGlobalOrAdmin)).toEqual(everyoneElse(PUBLISHED))
    expect(answers(publishedFaqOrAdmin)).toEqual(everyoneElse({ is_published: { equals: true } }))
    expect(answers(activePageOrAdmin)).toEqual(everyoneElse({ and: [{ is_active: { equals: true } }, PUBLISHED] }))
  })

  it('reading users: staff read everyone, an active user only themselves, the rest nobody', () => {
    expect(answers(adminOrSelf)).toEqual({
      anonymous: false,
      user: { id: { equals: 3 } },
      inactive: false,
      admin: true,
      super_admin: true,
    })
    expect(adminOrSelf({ req: { user: { collection: 'users', role: 'user', is_active: true } } } as never)).toBe(false)
  })

  it('updating users: a super_admin anyone, an admin anyone but other super_admins, a user themselves', () => {
    expect(answers(canUpdateUser)).toEqual({
      anonymous: false,
      user: { id: { equals: 3 } },
      inactive: false,
      admin: { or: [{ role: { not_equals: 'super_admin' } }, { id: { equals: 2 } }] },
      super_admin: true,
    })
  })

  it('deleting users: never yourself, super_admins only by a super_admin, never by a plain or inactive user', () => {
    expect(answers(canDeleteUser)).toEqual({
      anonymous: false,
      user: false,
      inactive: false,
      admin: { and: [{ id: { not_equals: 2 } }, { role: { not_equals: 'super_admin' } }] },
      super_admin: { id: { not_equals: 1 } },
    })
  })
})
