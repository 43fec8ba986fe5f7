import { describe, expect, it } from 'vitest'

import { postNeighbours, relatedPosts } from './post-neighbours'

const post = (slug: string, category: string, published_at: string | null, title = slug, excerpt = '') => ({
  slug,
  title,
  excerpt,
  category,
  published_at,
  content: 'word '.repeat(500),
})

const posts = [
  post('month-end', 'Finance', '2026-11-20', 'Closing the month in three days', 'Month end without spreadsheets.'),
  post('mrp', 'Manufacturing', '2026-11-10', 'Getting MRP right', 'Planning production runs.'),
  post('vat', 'Finance', '2026-10-01', 'Making Tax Digital for VAT', 'Filing from SAP Business One.'),
  post(
    'reports',
    'SAP Business One',
    '2026-11-15',
    'Month end reports that finance trusts',
    'Closing in days, not spreadsheets.',
  ),
  post('hosting', 'Cloud Hosting', '2026-09-01', 'Backups on AWS', 'Restore in minutes.'),
]

describe('postNeighbours', () => {
  it('gives the newer and the older post in the blog order, whatever the order given', () => {
    expect(postNeighbours(posts, 'reports')).toMatchObject({ newer: { slug: 'month-end' }, older: { slug: 'mrp' } })
    expect(postNeighbours(posts, 'month-end')).toMatchObject({ newer: null, older: { slug: 'reports' } })
    expect(postNeighbours(posts, 'hosting')).toMatchObject({ newer: { slug: 'vat' }, older: null })
    expect(postNeighbours(posts, 'unknown')).toEqual({ newer: null, older: null })
  })

  it('carries only what a link shows, with the reading time from the words', () => {
    expect(postNeighbours(posts, 'month-end').older).toEqual({
      slug: 'reports',
      title: 'Month end reports that finance trusts',
      category: 'SAP Business One',
      published_at: '2026-11-15',
      reading: '3 min read',
    })
  })
})

describe('relatedPosts', () => {
  it('ranks by category and shared words, the closest first, and never offers the post itself', () => {
    const related = relatedPosts(posts, posts[0]).map((p) => p.slug)
    // 'reports' shares four words with it (month, closing, days, spreadsheets); 'vat' only the category (3).
    expect(related).toEqual(['reports', 'vat'])
  })

  it('offers nothing that shares neither category nor words, and at most `count`', () => {
    expect(relatedPosts(posts, posts[4])).toEqual([])
    expect(relatedPosts(posts, posts[0], 1).map((p) => p.slug)).toEqual(['reports'])
  })

  it('puts the newer of two equally close posts first', () => {
    const twins = [post('a', 'Finance', '2026-01-01'), post('b', 'Finance', '2026-02-01'), post('c', 'Finance', null)]
    expect(relatedPosts(twins, twins[2]).map((p) => p.slug)).toEqual(['b', 'a'])
  })
})
