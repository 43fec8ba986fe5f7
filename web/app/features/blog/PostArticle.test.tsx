import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { ApiPost } from '@shared/contract-types'

import { PostArticle, type MorePosts } from './PostArticle'

const post = (over: Partial<ApiPost> = {}): ApiPost => ({
  id: 1,
  title: 'Month end in two days',
  slug: 'month-end',
  excerpt: 'How finance teams close faster.',
  content: 'Body',
  content_html: '<p>Body</p>',
  featured_image: null,
  category: 'Finance',
  status: 'published',
  author: 'Hannah Okafor',
  published_at: '2026-03-05T10:00:00.000Z',
  author_profile: {
    name: 'Hannah Okafor',
    role: 'Finance systems specialist',
    bio: 'A chartered accountant turned consultant.',
    photo: '/media/hannah.jpg',
  },
  ...over,
})

const show = (value: ApiPost) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <PostArticle post={value} /> }])} />)

describe('the author under a post', () => {
  it('shows the author’s photo, name, role and short bio after the article', () => {
    const { container } = show(post())
    const card = screen.getByRole('complementary', { name: 'About the author' })
    expect(card.textContent).toContain('Hannah Okafor')
    expect(card.textContent).toContain('Finance systems specialist')
    expect(card.textContent).toContain('A chartered accountant turned consultant.')
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/hannah.jpg')
    // Under the post: after the article's text.
    const body = container.querySelector('.prose-cms')!
    expect(body.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows initials without a photo', () => {
    show(post({ author_profile: { name: 'Tom Reynolds', role: '', bio: '', photo: null } }))
    expect(screen.getByRole('complementary', { name: 'About the author' }).textContent).toContain('TR')
  })

  it('leaves the card out when the post has no author', () => {
    show(post({ author: '', author_profile: null }))
    expect(screen.queryByRole('complementary', { name: 'About the author' })).toBeNull()
  })
})

describe('more articles under a post', () => {
  const link = (slug: string, title: string) => ({
    slug,
    title,
    category: 'Finance',
    published_at: '2026-02-01T10:00:00.000Z',
    reading: '2 min read',
  })
  const showWith = (more: MorePosts) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <PostArticle post={post()} more={more} /> }])}
      />,
    )

  it('links the related posts and the previous and next article', () => {
    showWith({
      older: link('vat', 'Making Tax Digital for VAT'),
      newer: link('reports', 'Reports finance trusts'),
      related: [link('vat', 'Making Tax Digital for VAT')],
    })
    const related = screen.getByRole('region', { name: 'Related articles' })
    expect(within(related).getByRole('link', { name: 'Making Tax Digital for VAT' })).toHaveAttribute(
      'href',
      '/blog/vat',
    )
    expect(related).toHaveTextContent('2 min read')
    const pager = screen.getByRole('navigation', { name: 'More articles' })
    expect(within(pager).getByRole('link', { name: /Previous article/ })).toHaveAttribute('href', '/blog/vat')
    expect(within(pager).getByRole('link', { name: /Next article/ })).toHaveAttribute('href', '/blog/reports')
  })

  it('shows neither when there is nothing to link', () => {
    showWith({ older: null, newer: null, related: [] })
    expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'More articles' })).not.toBeInTheDocument()
  })
})
