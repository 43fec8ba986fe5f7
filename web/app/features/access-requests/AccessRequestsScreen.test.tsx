import { within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import {
  api,
  http,
  HttpResponse,
  json,
  makeAccessRequest,
  renderPortal,
  screen,
  server,
  setupPortalServer,
} from '../../../test/portal'

setupPortalServer()

const requests = [
  makeAccessRequest({ id: 1, first_name: 'Nina', last_name: 'Cole' }),
  makeAccessRequest({ id: 2, first_name: 'Omar', last_name: 'Hill', status: 'approved' }),
  makeAccessRequest({ id: 3, first_name: 'Pia', last_name: 'Lund', status: 'rejected', company: '' }),
]

describe('Access Requests', () => {
  it('shows a card per request; only pending ones offer Approve and Reject', async () => {
    server.use(http.get(api('/portal/access-requests'), () => json({ requests })))
    renderPortal('/portal/admin/access-requests')
    const nina = await screen.findByRole('listitem', { name: 'Nina Cole' })
    expect(within(nina).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    expect(within(nina).getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    expect(nina).toHaveTextContent('I joined the sales team.')
    for (const name of ['Omar Hill', 'Pia Lund']) {
      const card = screen.getByRole('listitem', { name })
      expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    }
    expect(screen.getByRole('listitem', { name: 'Omar Hill' })).toHaveTextContent('Approved')
    expect(screen.getByText('1 pending request')).toBeInTheDocument()
  })

  it('approves with an empty PUT and reloads the list', async () => {
    let list = requests
    let path = ''
    server.use(
      http.get(api('/portal/access-requests'), () => json({ requests: list })),
      http.put(api('/portal/access-requests/:id/approve'), ({ request, params }) => {
        path = new URL(request.url).pathname
        list = list.map((r) => (String(r.id) === params.id ? { ...r, status: 'approved' as const } : r))
        return json({ request: {} })
      }),
    )
    const { user } = renderPortal('/portal/admin/access-requests')
    const nina = await screen.findByRole('listitem', { name: 'Nina Cole' })
    await user.click(within(nina).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Request from Nina Cole approved')).toBeInTheDocument()
    expect(path).toBe('/api/portal/access-requests/1/approve')
    expect(await screen.findByText('0 pending requests')).toBeInTheDocument()
  })

  it('toasts Error approving request and Error rejecting request', async () => {
    server.use(
      http.get(api('/portal/access-requests'), () => json({ requests })),
      http.put(api('/portal/access-requests/:id/approve'), () => new HttpResponse(null, { status: 500 })),
      http.put(api('/portal/access-requests/:id/reject'), () => new HttpResponse(null, { status: 500 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/access-requests')
    const nina = await screen.findByRole('listitem', { name: 'Nina Cole' })
    await user.click(within(nina).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Error approving request')).toBeInTheDocument()
    await user.click(within(nina).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Error rejecting request')).toBeInTheDocument()
  })
})
