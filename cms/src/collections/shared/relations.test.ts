import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { inTurn, relatedUser, relationId } from './relations'

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

  it('runs one request’s reads in turn, the next even after one failed, other requests at once', async () => {
    const req = {} as PayloadRequest
    const other = {} as PayloadRequest
    const log: string[] = []
    const read =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = Promise.allSettled([inTurn(req, read('a', true)), inTurn(req, read('b')), inTurn(other, read('c'))])
    expect((await results).map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 'b', 'c'])
    const at = (entry: string) => log.indexOf(entry)
    expect(at('b start')).toBeGreaterThan(at('a end'))
    expect(at('c start')).toBeLessThan(at('a end'))
  })
})
