import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ApiCategory, ApiPost } from '@shared/contract-types'

import { renderWithProviders } from '../../../test/render'
import { BlogList } from './BlogList'

const categories: ApiCategory[] = [
  { id: 1, name: 'Finance', description: '' },
  { id: 2, name: 'Manufacturing', description: '' },
]

const makePost = (i: number): ApiPost => ({
  id: i,
  title: i === 3 ? 'Barcode scanning on the shop floor' : `Finance insight number ${i}`,
  slug: `post-${i}`,
  excerpt: `Excerpt ${i}`,
  content: i === 5 ? 'All about MRP runs' : 'Body',
  content_html: '',
  author_profile: null,
  featured_image: null,
  category: i === 3 || i === 5 ? 'Manufacturing' : 'Finance',
  status: 'published',
  author: 'Clearpath team',
  published_at: '2026-03-05T10:00:00.000Z',
})
const posts = Array.from({ length: 8 }, (_, i) => makePost(i + 1))

// jsdom has no layout, so no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
const list = (shown: ApiPost[] = posts) => <BlogList posts={shown} categories={categories} />

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('BlogList', () => {
  it('shows the loader posts six per page with the range and en-GB dates', async () => {
    renderWithProviders(list(), { url: '/blog' })
    expect(await screen.findByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.getAllByText('5 March 2026')).toHaveLength(6)
    expect(screen.getAllByText('1 min read')).toHaveLength(6)
    expect(screen.getAllByRole('link', { name: /^Read More/ })[0]).toHaveAttribute('href', '/blog/post-1')
  })

  it('pages with numbers, previous and next, keeping the page in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(list(), { url: '/blog' })
    await screen.findByText('Showing 1-6 of 8 articles')
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(screen.getByText('Showing 7-8 of 8 articles')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(screen.getByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
  })

  it('filters by category from the dropdown, resets to page 1 and shows a removable chip', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(list(), { url: '/blog?page=2' })
    await screen.findByText('Showing 7-8 of 8 articles')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Manufacturing')
    expect(screen.getByText('Showing 1-2 of 2 articles')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=Manufacturing')
    expect(titles()).toEqual(['Barcode scanning on the shop floor', 'Finance insight number 5'])
    await user.click(screen.getByRole('button', { name: 'Remove Category: Manufacturing' }))
    expect(screen.getByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
  })

  it('searches title, excerpt and content and clears all filters', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(list(), { url: '/blog?category=Manufacturing' })
    await screen.findByText('Showing 1-2 of 2 articles')
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'mrp')
    expect(await screen.findByText('Showing 1-1 of 1 articles')).toBeInTheDocument()
    expect(titles()).toEqual(['Finance insight number 5'])
    await waitFor(() => expect(router.state.location.search).toBe('?search=mrp&category=Manufacturing'))
    expect(screen.getByText('Search: mrp')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(await screen.findByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('')
  })

  it('reads a shared filtered URL', async () => {
    renderWithProviders(list(), { url: '/blog?search=barcode' })
    expect(await screen.findByText('Showing 1-1 of 1 articles')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('barcode')
  })

  it('says when there are no articles yet, and when nothing matches', async () => {
    const { unmount } = renderWithProviders(list([]), { url: '/blog' })
    expect(await screen.findByText('No articles found')).toBeInTheDocument()
    expect(screen.getByText('New articles are on their way. Please check back soon.')).toBeInTheDocument()
    unmount()
    renderWithProviders(list(), { url: '/blog?search=nothing-like-this' })
    expect(await screen.findByText('Try another search or category.')).toBeInTheDocument()
  })
})
