import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ApiCategory, ApiPost } from '@shared/contract-types'

import { setupMswServer } from '../../../test/msw'
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
  featured_image: null,
  category: i === 3 || i === 5 ? 'Manufacturing' : 'Finance',
  status: 'published',
  author: 'Clearpath team',
  published_at: '2026-03-05T10:00:00.000Z',
})
const posts = Array.from({ length: 8 }, (_, i) => makePost(i + 1))

const server = setupMswServer()
// jsdom has no layout, so no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
const serve = (list: ApiPost[] = posts) =>
  server.use(
    http.get('*/api/blog/posts', () => HttpResponse.json({ posts: list })),
    http.get('*/api/blog/categories', () => HttpResponse.json({ categories })),
  )

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('BlogList', () => {
  it('loads posts, shows six per page with the range and en-GB dates', async () => {
    serve()
    renderWithProviders(<BlogList />, { url: '/blog' })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.getAllByText('5 March 2026')).toHaveLength(6)
    expect(screen.getAllByRole('link', { name: /^Read More/ })[0]).toHaveAttribute('href', '/blog/post-1')
  })

  it('pages with numbers, previous and next, keeping the page in the URL', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = renderWithProviders(<BlogList />, { url: '/blog' })
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
    serve()
    const user = userEvent.setup()
    const { router } = renderWithProviders(<BlogList />, { url: '/blog?page=2' })
    await screen.findByText('Showing 7-8 of 8 articles')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Manufacturing')
    expect(screen.getByText('Showing 1-2 of 2 articles')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=Manufacturing')
    expect(titles()).toEqual(['Barcode scanning on the shop floor', 'Finance insight number 5'])
    await user.click(screen.getByRole('button', { name: 'Remove Category: Manufacturing' }))
    expect(screen.getByText('Showing 1-6 of 8 articles')).toBeInTheDocument()
  })

  it('searches title, excerpt and content and clears all filters', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = renderWithProviders(<BlogList />, { url: '/blog?category=Manufacturing' })
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
    serve()
    renderWithProviders(<BlogList />, { url: '/blog?search=barcode' })
    expect(await screen.findByText('Showing 1-1 of 1 articles')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('barcode')
  })

  it('says so when nothing matches, and stays empty when the list fails to load', async () => {
    server.use(
      http.get('*/api/blog/posts', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
      http.get('*/api/blog/categories', () => HttpResponse.json({ categories })),
    )
    renderWithProviders(<BlogList />, { url: '/blog' })
    expect(await screen.findByText('No articles found')).toBeInTheDocument()
  })
})
