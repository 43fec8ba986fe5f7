import { describe, expect, it } from 'vitest'

import { isImpossibleDocumentPath } from './document-id'

const collections = new Set(['pages', 'users', 'payload-preferences'])

describe('isImpossibleDocumentPath', () => {
  it('flags a non-numeric id on a numeric-id database', () => {
    expect(isImpossibleDocumentPath('/api/pages/abc', collections, 'number')).toBe(true)
    expect(isImpossibleDocumentPath('/api/pages/1.5', collections, 'number')).toBe(true)
  })
  it('lets numeric ids, collection routes and other paths through', () => {
    expect(isImpossibleDocumentPath('/api/pages/12', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/users/me', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/pages/count', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/pages', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/blog/posts', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/media/file/photo.png', collections, 'number')).toBe(false)
  })
  it('leaves admin preferences alone: their routes take a key, not an id', () => {
    expect(isImpossibleDocumentPath('/api/payload-preferences/nav', collections, 'number')).toBe(false)
    expect(isImpossibleDocumentPath('/api/payload-preferences/collection-pages', collections, 'number')).toBe(false)
  })
  it('on MongoDB, refuses what is not an ObjectId', () => {
    expect(isImpossibleDocumentPath('/api/pages/abc', collections, 'objectid')).toBe(true)
    expect(isImpossibleDocumentPath('/api/pages/1', collections, 'objectid')).toBe(true)
    expect(isImpossibleDocumentPath('/api/pages/6b07d7708beef4a119325d12', collections, 'objectid')).toBe(false)
  })
  it('leaves other text ids to the adapter', () => {
    expect(isImpossibleDocumentPath('/api/pages/abc', collections, 'text')).toBe(false)
  })
})
