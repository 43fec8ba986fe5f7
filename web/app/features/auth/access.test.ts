import { describe, expect, it } from 'vitest'

import type { ApiUser } from '@shared/contract-types'

import { accessRedirect, decideAccess } from './access'

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
  it('sends visitors without a session to the login page', () => {
    expect(decideAccess(null, 'user')).toBe('login')
    expect(decideAccess(null, 'admin')).toBe('login')
  })
  it('sends users lacking the role to the dashboard', () => {
    expect(decideAccess(person('user'), 'admin')).toBe('dashboard')
    expect(decideAccess(person('admin'), 'super_admin')).toBe('dashboard')
  })
  it('lets admins and super admins into admin routes', () => {
    expect(decideAccess(person('admin'), 'admin')).toBe('allow')
    expect(decideAccess(person('super_admin'), 'admin')).toBe('allow')
    expect(decideAccess(person('user'), 'user')).toBe('allow')
  })
})

describe('accessRedirect', () => {
  it('names the page each refusal goes to, and none for an allowed visitor', () => {
    expect(accessRedirect(null, 'admin')).toBe('/portal/login')
    expect(accessRedirect(person('user'), 'admin')).toBe('/portal/dashboard')
    expect(accessRedirect(person('admin'), 'admin')).toBeNull()
  })
})
