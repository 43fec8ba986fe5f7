import { describe, expect, it } from 'vitest'

import type { ApiPost } from '@shared/contract-types'

import { paginate as paginateAny } from '~/lib/paginate'

import { filterPosts, POSTS_PER_PAGE, readBlogQuery, showingLabel, writeBlogQuery } from './filter'

const paginate = <T>(items: readonly T[], page: number) => paginateAny(items, page, POSTS_PER_PAGE)

const post = (id: number, title: string, category: string, extra: Partial<ApiPost> = {}): ApiPost => ({
  id,
  title,
  slug: `post-${id}`,
  excerpt: '',
  content: '',
  content_html: '',
  author_profile: null,
  featured_image: null,
  category,
  status: 'published',
  author: 'Team',
  published_at: '2026-01-01T00:00:00.000Z',
  ...extra,
})

const posts = [
  post(1, 'Month-end close in five days', 'Finance'),
  post(2, 'Barcode scanning on the shop floor', 'Manufacturing', { excerpt: 'Why MRP accuracy starts at goods-in' }),
  post(3, 'Choosing a hosting region', 'Cloud', { content: 'Data sovereignty matters for UK finance teams' }),
]

describe('filterPosts', () => {
  it('returns everything with no filters', () => {
    expect(filterPosts(posts, { search: '', category: '' })).toHaveLength(3)
  })

  it('searches title, excerpt and content case-insensitively, ignoring surrounding spaces', () => {
    expect(filterPosts(posts, { search: '  MONTH-END ', category: '' }).map((p) => p.id)).toEqual([1])
    expect(filterPosts(posts, { search: 'mrp', category: '' }).map((p) => p.id)).toEqual([2])
    expect(filterPosts(posts, { search: 'sovereignty', category: '' }).map((p) => p.id)).toEqual([3])
  })

  it('filters by category name and combines with search', () => {
    expect(filterPosts(posts, { search: '', category: 'Cloud' }).map((p) => p.id)).toEqual([3])
    expect(filterPosts(posts, { search: 'finance', category: 'Cloud' }).map((p) => p.id)).toEqual([3])
    expect(filterPosts(posts, { search: 'finance', category: 'Manufacturing' })).toEqual([])
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1)

  it('shows six per page with the range label', () => {
    const first = paginate(items, 1)
    expect(first.items).toEqual([1, 2, 3, 4, 5, 6])
    expect(first.totalPages).toBe(3)
    expect(showingLabel(first)).toBe('Showing 1-6 of 14 articles')
    expect(showingLabel(paginate(items, 3))).toBe('Showing 13-14 of 14 articles')
  })

  it('clamps a page past the end or below 1', () => {
    expect(paginate(items, 9).page).toBe(3)
    expect(paginate(items, 0).page).toBe(1)
  })

  it('handles an empty list', () => {
    const empty = paginate([], 1)
    expect(empty).toMatchObject({ items: [], page: 1, totalPages: 1, from: 0, to: 0, total: 0 })
  })
})

describe('blog URL query', () => {
  it('reads search, category and page with defaults', () => {
    expect(readBlogQuery(new URLSearchParams('search=erp&category=Cloud&page=2'))).toEqual({
      search: 'erp',
      category: 'Cloud',
      page: 2,
    })
    expect(readBlogQuery(new URLSearchParams('page=abc'))).toEqual({ search: '', category: '', page: 1 })
    expect(readBlogQuery(new URLSearchParams('page=-3')).page).toBe(1)
  })

  it('resets to page 1 when the search or category changes', () => {
    const current = { search: 'erp', category: '', page: 3 }
    expect(writeBlogQuery(current, { search: 'mrp' }).toString()).toBe('search=mrp')
    expect(writeBlogQuery(current, { category: 'Cloud' }).toString()).toBe('search=erp&category=Cloud')
  })

  it('keeps the filters when only the page changes and drops empty values', () => {
    expect(writeBlogQuery({ search: 'erp', category: 'Cloud', page: 1 }, { page: 2 }).toString()).toBe(
      'search=erp&category=Cloud&page=2',
    )
    expect(writeBlogQuery({ search: 'erp', category: 'Cloud', page: 2 }, { search: '', category: '' }).toString()).toBe(
      '',
    )
  })
})
