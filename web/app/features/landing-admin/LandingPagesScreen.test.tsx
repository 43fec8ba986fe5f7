import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import {
  api,
  detail,
  http,
  HttpResponse,
  json,
  makeLandingPage,
  renderPortal,
  screen,
  server,
  setupPortalServer,
} from '../../../test/portal'

setupPortalServer()

const pages = [
  makeLandingPage({ id: 1 }),
  makeLandingPage({
    id: 2,
    title: 'Service hours for Produmex',
    slug: 'produmex-service-hours',
    is_active: false,
    description: '',
  }),
]

describe('Landing Page Management', () => {
  it('shows title with description, /landing/slug, status, creator and a Preview in a new tab', async () => {
    server.use(http.get(api('/portal/landing-pages'), () => json({ pages })))
    renderPortal('/portal/admin/landing-pages')
    expect(await screen.findByRole('heading', { name: 'Landing Page Management' })).toBeInTheDocument()
    expect(screen.getByText('Manage campaign landing pages and their visibility')).toBeInTheDocument()
    const row = (await screen.findByText('Group companies on AWS')).closest('tr')!
    expect(row).toHaveTextContent('Campaign for multi-site manufacturing groups')
    expect(row).toHaveTextContent('/landing/group-companies-sap-business-one-aws')
    expect(row).toHaveTextContent('Active')
    expect(row).toHaveTextContent('alex@clearpath.example')
    const preview = within(row).getByRole('link', { name: /Preview/ })
    expect(preview).toHaveAttribute('href', '/landing/group-companies-sap-business-one-aws')
    expect(preview).toHaveAttribute('target', '_blank')
    expect(screen.getByText('Service hours for Produmex').closest('tr')).toHaveTextContent('Inactive')
  })

  it('shows the empty state', async () => {
    server.use(http.get(api('/portal/landing-pages'), () => json({ pages: [] })))
    renderPortal('/portal/admin/landing-pages')
    expect(
      await screen.findByText('No landing pages yet. Create your first campaign landing page!'),
    ).toBeInTheDocument()
  })

  it('asks Deactivate Landing Page? with the warning, toggles and reloads', async () => {
    let list = pages
    const toggled: string[] = []
    server.use(
      http.get(api('/portal/landing-pages'), () => json({ pages: list })),
      http.put(api('/portal/landing-pages/:id/toggle'), ({ params }) => {
        toggled.push(String(params.id))
        list = list.map((p) => (String(p.id) === params.id ? { ...p, is_active: !p.is_active } : p))
        return json({ page: {} })
      }),
    )
    const { user } = renderPortal('/portal/admin/landing-pages')
    await user.click(await screen.findByRole('button', { name: 'Deactivate Group companies on AWS' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Landing Page?' })
    expect(confirm).toHaveTextContent('inaccessible')
    expect(confirm).toHaveTextContent('visitors who open the link will see an error')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(toggled).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Deactivate Group companies on AWS' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(screen.getByText('Group companies on AWS').closest('tr')).toHaveTextContent('Inactive'))
    expect(toggled).toEqual(['1'])
  })

  it('asks Activate Landing Page? with its warning', async () => {
    server.use(http.get(api('/portal/landing-pages'), () => json({ pages })))
    const { user } = renderPortal('/portal/admin/landing-pages')
    await user.click(await screen.findByRole('button', { name: 'Activate Service hours for Produmex' }))
    expect(screen.getByRole('alertdialog', { name: 'Activate Landing Page?' })).toHaveTextContent(
      'publishes this page to anyone with the link',
    )
  })

  it("toasts the server's detail, else Error toggling status", async () => {
    server.use(
      http.get(api('/portal/landing-pages'), () => json({ pages })),
      http.put(api('/portal/landing-pages/:id/toggle'), () => detail('Only admins can do that', 403)),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/landing-pages')
    await user.click(await screen.findByRole('button', { name: 'Deactivate Group companies on AWS' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Only admins can do that')).toBeInTheDocument()

    server.use(http.put(api('/portal/landing-pages/:id/toggle'), () => new HttpResponse(null, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Deactivate Group companies on AWS' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Error toggling status')).toBeInTheDocument()
  })
})
