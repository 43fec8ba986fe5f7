import { describe, expect, it } from 'vitest'

import type { ApiPost } from '@shared/contract-types'

import { filterAdminPosts, isImageFile } from './posts'

const post = (over: Partial<ApiPost>): ApiPost => ({
  id: 1,
  title: 'T',
  slug: 't',
  excerpt: 'E',
  content: 'C',
  content_html: '',
  author_profile: null,
  featured_image: null,
  category: 'News',
  status: 'published',
  author: 'A',
  published_at: '2026-01-01T00:00:00Z',
  ...over,
})

const posts = [
  post({ id: 1, title: 'Month-end close in two days', category: 'Finance', published_at: '2026-01-10T00:00:00Z' }),
  post({ id: 2, title: 'Draft on MRP', excerpt: 'Planning for manufacturers', status: 'draft', published_at: null }),
  post({ id: 3, title: 'Cloud hosting explained', category: 'Finance', published_at: '2026-02-10T00:00:00Z' }),
]
const ids = (list: ApiPost[]) => list.map((p) => p.id)

describe('filterAdminPosts', () => {
  it('puts drafts first, then newest published', () => {
    expect(ids(filterAdminPosts(posts, { q: '', category: '', status: '' }))).toEqual([2, 3, 1])
  })
  it('searches title and excerpt and combines the filters', () => {
    expect(ids(filterAdminPosts(posts, { q: 'MANUFACTURERS', category: '', status: '' }))).toEqual([2])
    expect(ids(filterAdminPosts(posts, { q: '', category: 'Finance', status: 'published' }))).toEqual([3, 1])
    expect(ids(filterAdminPosts(posts, { q: 'cloud', category: 'Finance', status: 'draft' }))).toEqual([])
  })
})

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true)
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false)
  })
})
