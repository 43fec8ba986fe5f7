import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { ApiPost } from '@shared/contract-types'

import {
  api,
  categories,
  detail,
  http,
  HttpResponse,
  json,
  makePost,
  renderPortal,
  screen,
  server,
  setupPortalServer,
} from '../../../test/portal'

setupPortalServer()

const posts: ApiPost[] = [
  makePost({ id: 1 }),
  makePost({
    id: 2,
    title: 'Draft: MRP for food makers',
    excerpt: 'Planning ahead',
    status: 'draft',
    category: 'Company News',
    published_at: null,
  }),
  makePost({
    id: 3,
    title: 'We moved to a bigger office',
    category: 'Company News',
    published_at: '2026-01-05T09:00:00Z',
  }),
]

function serve(list = () => posts) {
  server.use(
    http.get(api('/blog/admin/posts'), () => json({ posts: list() })),
    http.get(api('/blog/categories'), () => json({ categories })),
  )
}

describe('Blog Management list', () => {
  it('filters by search, category and status and says Showing N of M posts', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/blog')
    await screen.findByText('We moved to a bigger office')
    expect(screen.getByText('Showing 3 of 3 posts')).toBeInTheDocument()
    const status = screen.getByLabelText('Status')
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Published', 'Draft'])
    await user.selectOptions(screen.getByLabelText('Category'), 'Company News')
    expect(screen.getByText('Showing 2 of 3 posts')).toBeInTheDocument()
    await user.selectOptions(status, 'Draft')
    expect(screen.getByText('Showing 1 of 3 posts')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Search posts'), 'office')
    expect(screen.getByText('Showing 0 of 3 posts')).toBeInTheDocument()
    expect(screen.getByText('No posts match these filters')).toBeInTheDocument()
  })

  it('deletes after the Delete Blog Post? danger dialog', async () => {
    let list = posts
    server.use(
      http.delete(api('/blog/admin/posts/:id'), ({ params }) => {
        list = list.filter((p) => String(p.id) !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    serve(() => list)
    const { user } = renderPortal('/portal/admin/blog')
    await user.click(await screen.findByRole('button', { name: 'Delete We moved to a bigger office' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Blog Post?' })
    expect(confirm).toHaveTextContent('cannot be undone')
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-600')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Blog post deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('We moved to a bigger office')).not.toBeInTheDocument())
  })

  it('toasts Error deleting post', async () => {
    serve()
    server.use(http.delete(api('/blog/admin/posts/:id'), () => new HttpResponse(null, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/blog')
    await user.click(await screen.findByRole('button', { name: 'Delete We moved to a bigger office' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error deleting post')).toBeInTheDocument()
  })

  it('manages categories: blank ignored, name sent with an empty description, Delete this category?', async () => {
    let list = [...categories]
    const created: unknown[] = []
    server.use(
      http.get(api('/blog/admin/posts'), () => json({ posts })),
      http.get(api('/blog/categories'), () => json({ categories: list })),
      http.post(api('/blog/admin/categories'), async ({ request }) => {
        const body = (await request.json()) as { name: string; description: string }
        created.push(body)
        list = [...list, { id: 7, ...body }]
        return json({ category: list.at(-1) }, 201)
      }),
      http.delete(api('/blog/admin/categories/:id'), () => new HttpResponse(null, { status: 500 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/blog')
    await user.click(await screen.findByRole('button', { name: 'Categories' }))
    const dialog = screen.getByRole('dialog', { name: 'Categories' })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(created).toEqual([])
    await user.type(within(dialog).getByLabelText('New category'), 'Customer Stories')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('Customer Stories')).toBeInTheDocument()
    expect(created).toEqual([{ name: 'Customer Stories', description: '' }])
    await user.click(within(dialog).getByRole('button', { name: 'Delete Company News' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this category?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(await screen.findByText('Error deleting category')).toBeInTheDocument()
  })
})

describe('post form', () => {
  it('has the fields of SPEC §2 and requires title, excerpt, content and category', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/blog/create')
    await user.click(await screen.findByRole('button', { name: 'Create Post' }))
    expect(screen.getByLabelText(/Excerpt/)).toHaveAttribute('rows', '3')
    expect(screen.getByLabelText(/Content/)).toHaveAttribute('rows', '16')
    expect(screen.getByLabelText('Status')).toHaveValue('draft')
    for (const message of ['Title required', 'Excerpt required', 'Content required', 'Category required']) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
  })

  it('uploads an image with a preview, refuses other files, creates the post and returns to the list after 1.5 s', async () => {
    let sent: unknown
    let uploaded: File | null = null
    serve()
    server.use(
      http.post(api('/upload/image'), async ({ request }) => {
        uploaded = (await request.formData()).get('file') as File
        return json({ url: '/media/office.png' }, 201)
      }),
      http.post(api('/blog/admin/posts'), async ({ request }) => {
        sent = await request.json()
        return json({ post: {} }, 201)
      }),
    )
    const { user, location } = renderPortal('/portal/admin/blog/create')
    await user.type(await screen.findByLabelText(/Title/), 'Going live in eight weeks')
    await user.type(screen.getByLabelText(/Excerpt/), 'How we did it.')
    await user.type(screen.getByLabelText(/Content/), 'Week one{Enter}Week two')
    await user.selectOptions(screen.getByLabelText(/Category/), 'ERP Insights')
    await user.selectOptions(screen.getByLabelText('Status'), 'Published')

    const picker = screen.getByLabelText('Featured image')
    // accept="image/*" already hides other files in the picker; one forced through is still refused.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument()
    expect(uploaded).toBeNull()
    await user.upload(picker, new File(['png'], 'office.png', { type: 'image/png' }))
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument()
    expect(screen.getByAltText('Featured image preview')).toHaveAttribute('src', '/media/office.png')
    expect(uploaded).not.toBeNull() // sent as the multipart field `file`

    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(screen.getByRole('button', { name: 'Create Post' }))
      expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument()
      expect(sent).toEqual({
        title: 'Going live in eight weeks',
        excerpt: 'How we did it.',
        content: 'Week one\nWeek two',
        category: 'ERP Insights',
        status: 'published',
        featured_image: '/media/office.png',
      })
      vi.advanceTimersByTime(1400)
      expect(location().pathname).toBe('/portal/admin/blog/create')
      vi.advanceTimersByTime(200)
      await waitFor(() => expect(location().pathname).toBe('/portal/admin/blog'))
    } finally {
      vi.useRealTimers()
    }
  })

  it("toasts the upload's server detail, else Error uploading image", async () => {
    serve()
    server.use(http.post(api('/upload/image'), () => detail('Images up to 5 MB only', 413)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/blog/create')
    const picker = await screen.findByLabelText('Featured image')
    await user.upload(picker, new File(['png'], 'big.png', { type: 'image/png' }))
    expect(await screen.findByText('Images up to 5 MB only')).toBeInTheDocument()
    server.use(http.post(api('/upload/image'), () => new HttpResponse(null, { status: 500 })))
    await user.upload(picker, new File(['png'], 'big.png', { type: 'image/png' }))
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument()
  })

  it('asks before updating an existing post, then PUTs it', async () => {
    let sent: unknown
    serve()
    server.use(
      http.put(api('/blog/admin/posts/:id'), async ({ request }) => {
        sent = await request.json()
        return json({ post: {} })
      }),
    )
    const { user } = renderPortal('/portal/admin/blog/edit/3')
    const title = await screen.findByLabelText(/Title/)
    expect(title).toHaveValue('We moved to a bigger office')
    await user.clear(title)
    await user.type(title, 'We moved to Manchester')
    await user.click(screen.getByRole('button', { name: 'Update Post' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Update Blog Post?' })
    expect(sent).toBeUndefined()
    await user.click(within(confirm).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Blog post updated successfully!')).toBeInTheDocument()
    expect(sent).toMatchObject({ title: 'We moved to Manchester', category: 'Company News', status: 'published' })
  })

  it("toasts the server's detail, else Error saving post", async () => {
    serve()
    server.use(http.post(api('/blog/admin/posts'), () => detail('A post with this title already exists', 409)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/blog/create')
    await user.type(await screen.findByLabelText(/Title/), 'Dup')
    await user.type(screen.getByLabelText(/Excerpt/), 'E')
    await user.type(screen.getByLabelText(/Content/), 'C')
    await user.selectOptions(screen.getByLabelText(/Category/), 'ERP Insights')
    await user.click(screen.getByRole('button', { name: 'Create Post' }))
    expect(await screen.findByText('A post with this title already exists')).toBeInTheDocument()
    server.use(http.post(api('/blog/admin/posts'), () => new HttpResponse(null, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Create Post' }))
    expect(await screen.findByText('Error saving post')).toBeInTheDocument()
  })

  it('asks Discard unsaved changes? before leaving a form with typed text, and warns on closing the tab', async () => {
    serve()
    const { user, location } = renderPortal('/portal/admin/blog/create')
    const title = await screen.findByLabelText(/Title/)
    const unload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))
    expect(unload()).toBe(false)
    await user.type(title, 'Half a thought')
    expect(unload()).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Dashboard' })) // the sidebar
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(location().pathname).toBe('/portal/admin/blog/create')
    expect(screen.getByLabelText(/Title/)).toHaveValue('Half a thought')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    await waitFor(() => expect(location().pathname).toBe('/portal/admin/blog'))
    await waitFor(() => expect(unload()).toBe(false))
  })

  it('leaves an untouched form without asking', async () => {
    serve()
    const { user, location } = renderPortal('/portal/admin/blog/edit/3')
    await screen.findByLabelText(/Title/)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(location().pathname).toBe('/portal/admin/blog'))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('says Post not found for an unknown id', async () => {
    serve()
    renderPortal('/portal/admin/blog/edit/999')
    expect(await screen.findByText('Post not found')).toBeInTheDocument()
  })
})
