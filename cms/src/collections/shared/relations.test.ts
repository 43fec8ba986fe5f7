import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { relatedUser, relationId } from './relations'

describe('relations', () => {
  it('reads the id of a relationship, given as an id or as the populated document', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('6650c0ffee')).toBe('6650c0ffee')
    expect(relationId({ id: 7, email: 'a@b.example' })).toBe(7)
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
  })

  it('reads the related user with any access, and nothing for an empty relationship', async () => {
    const findByID = vi.fn(async () => ({ id: 7, is_active: true }))
    const req = { payload: { findByID } } as unknown as PayloadRequest
    expect(await relatedUser(req, { id: 7 })).toEqual({ id: 7, is_active: true })
    expect(findByID).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'users', id: 7, overrideAccess: true, disableErrors: true, req }),
    )
    expect(await relatedUser(req, '')).toBeNull()
    expect(await relatedUser(req, null)).toBeNull()
    expect(findByID).toHaveBeenCalledTimes(1)
  })
})
