import { describe, expect, it } from 'vitest'

import type { ApiUser } from '@shared/contract-types'

import { decideAccess } from './access'

const person = (role: ApiUser['role']): ApiUser => ({
  id: 1,
  email: 'p@x.example',
  first_name: 'P',
  last_name: 'Q',
  role,
  job_role: null,
  is_active: true,
})

describe('decideAccess', () => {
  it('waits while the session is checked', () => {
    expect(decideAccess(false, null, 'user')).toBe('checking')
  })
  it('sends visitors without a session to the login page', () => {
    expect(decideAccess(true, null, 'admin')).toBe('login')
  })
  it('sends users lacking the role to the dashboard', () => {
    expect(decideAccess(true, person('user'), 'admin')).toBe('dashboard')
    expect(decideAccess(true, person('admin'), 'super_admin')).toBe('dashboard')
  })
  it('lets admins and super admins into admin routes', () => {
    expect(decideAccess(true, person('admin'), 'admin')).toBe('allow')
    expect(decideAccess(true, person('super_admin'), 'admin')).toBe('allow')
    expect(decideAccess(true, person('user'), 'user')).toBe('allow')
  })
})
