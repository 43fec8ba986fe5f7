import { renderHook, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { useToast } from '~/components/ui/toast'
import { SESSION_KEY } from '~/lib/session'
import { sessionStore } from '~/lib/session'
import {
  admin,
  api,
  detail,
  http,
  json,
  makeLeadStats,
  plainUser,
  renderPortal,
  screen,
  server,
  staffHandlers,
  setupPortalServer,
  record,
} from '../../../test/portal'

import { useAuth } from './AuthProvider'

setupPortalServer()

describe('session', () => {
  it('sends a visitor without a session to /portal/login', async () => {
    const { location } = renderPortal('/portal/admin/leads', { as: null })
    expect(await screen.findByRole('heading', { name: 'Sign in to the portal' })).toBeInTheDocument()
    expect(location().pathname).toBe('/portal/login')
  })

  it('sends a plain user away from admin routes to the dashboard', async () => {
    const { location } = renderPortal('/portal/admin/users', { as: plainUser })
    expect(await screen.findByText('Welcome to the Portal')).toBeInTheDocument()
    expect(location().pathname).toBe('/portal/dashboard')
  })

  it('shows Loading... while a stored token is checked, then the screen', async () => {
    let release: (() => void) | undefined
    server.use(
      http.get(api('/auth/me'), async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return json(plainUser)
      }),
    )
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'stored', user: plainUser }))
    sessionStore.reload()
    renderPortal('/portal/dashboard', { as: null })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect(release).toBeDefined())
    release!()
    expect(await screen.findByText('Welcome to the Portal')).toBeInTheDocument()
  })

  it('clears the session and logs out when /api/auth/me fails', async () => {
    server.use(http.get(api('/auth/me'), () => detail('Not signed in', 401)))
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'expired', user: admin }))
    sessionStore.reload()
    const { location } = renderPortal('/portal/dashboard', { as: null })
    await screen.findByRole('heading', { name: 'Sign in to the portal' })
    expect(location().pathname).toBe('/portal/login')
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('logs out on a 401 from any call', async () => {
    server.use(
      http.get(api('/portal/leads/inbound'), () => detail('Token expired', 401)),
      ...staffHandlers(),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { location } = renderPortal('/portal/admin/leads')
    await screen.findByRole('heading', { name: 'Sign in to the portal' })
    expect(location().pathname).toBe('/portal/login')
  })

  it('names the provider a hook was used without', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within AuthProvider')
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within ToastProvider')
  })
})

describe('login', () => {
  it('checks the fields before calling the server', async () => {
    const { user } = renderPortal('/portal/login', { as: null })
    await user.type(await screen.findByLabelText(/Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password required')).toBeInTheDocument()
  })

  it("shows the server's detail, or Invalid credentials", async () => {
    server.use(http.post(api('/auth/login'), () => detail('This account is inactive', 403)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/login', { as: null })
    await user.type(await screen.findByLabelText(/Email/), 'amy@clearpath.example')
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is inactive')

    server.use(http.post(api('/auth/login'), () => new Response(null, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials'))
  })

  it('stores token and user under one key and goes to the dashboard', async () => {
    const sent = record('post', '/auth/login', () => json({ access_token: 'fresh-token', user: plainUser }))
    const { user, location } = renderPortal('/portal/login', { as: null })
    await user.type(await screen.findByLabelText(/Email/), ' user@clearpath.example ')
    await user.type(screen.getByLabelText(/Password/), 'pw')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Welcome to the Portal')).toBeInTheDocument()
    expect(location().pathname).toBe('/portal/dashboard')
    expect(sent.body).toEqual({ email: 'user@clearpath.example', password: 'pw' })
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY)!)).toEqual({ token: 'fresh-token', user: plainUser })
  })

  it('sends an access request from the login page', async () => {
    const sent = record('post', '/portal/access-requests', () => json({ ok: true }, 201))
    const { user, location } = renderPortal('/portal/login', { as: null })
    await user.click(await screen.findByRole('link', { name: 'Request access' }))
    // Its own address, so a visitor without JavaScript reaches it by the same link.
    await user.click(await screen.findByRole('button', { name: 'Send request' }))
    expect(location().search).toBe('?view=request-access')
    expect(await screen.findByText('Reason required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/First name/), 'Nina')
    await user.type(screen.getByLabelText(/Last name/), 'Cole')
    await user.type(screen.getByLabelText(/Work email/), 'nina@clearpath.example')
    await user.type(screen.getByLabelText(/Why do you need access/), 'New in sales')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Request sent')).toBeInTheDocument()
    expect(sent.body).toEqual({
      first_name: 'Nina',
      last_name: 'Cole',
      email: 'nina@clearpath.example',
      company: '',
      reason: 'New in sales',
    })
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }))
    expect(await screen.findByRole('heading', { name: 'Sign in to the portal' })).toBeInTheDocument()
  })

  it("shows the contract's message when an access request is refused, and keeps the form", async () => {
    server.use(
      http.post(api('/portal/access-requests'), () =>
        json({ detail: 'A request for this e-mail address is already waiting.' }, 409),
      ),
    )
    const { user } = renderPortal('/portal/login', { as: null })
    await user.click(await screen.findByRole('link', { name: 'Request access' }))
    await user.type(await screen.findByLabelText(/First name/), 'Nina')
    await user.type(screen.getByLabelText(/Last name/), 'Cole')
    await user.type(screen.getByLabelText(/Work email/), 'nina@clearpath.example')
    await user.type(screen.getByLabelText(/Why do you need access/), 'New in sales')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('A request for this e-mail address is already waiting.')).toBeInTheDocument()
    expect(screen.getByLabelText(/First name/)).toHaveValue('Nina')
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled()
  })
})

describe('shell and dashboard', () => {
  it('shows admins every item, their name, e-mail and role badge, and the new-leads banner', async () => {
    server.use(http.get(api('/portal/leads/stats'), () => json(makeLeadStats({ new: 2, contacted: 1, qualified: 0 }))))
    renderPortal('/portal/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Portal' })
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Inbound Leads',
      'User Management',
      'Access Requests',
      'Blog Management',
      'Landing Pages',
      'FAQ Management',
    ])
    expect(screen.getAllByText('alex@clearpath.example')[0]).toBeInTheDocument()
    expect(screen.getAllByText('Super Admin')[0]).toBeInTheDocument()
    const banner = await screen.findByRole('link', { name: /New Inbound Leads/ })
    expect(banner).toHaveAttribute('href', '/portal/admin/leads?status=new')
    expect(banner).toHaveTextContent('2')
    for (const card of ['User Management', 'Access Requests', 'Blog Management']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument()
    }
  })

  it('hides the banner when no lead is new', async () => {
    server.use(http.get(api('/portal/leads/stats'), () => json(makeLeadStats({ new: 0, contacted: 0, qualified: 1 }))))
    renderPortal('/portal/dashboard')
    await screen.findByRole('heading', { name: 'User Management' })
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('New Inbound Leads')).not.toBeInTheDocument()
  })

  it('shows plain users only the dashboard and the welcome note', async () => {
    renderPortal('/portal/dashboard', { as: plainUser })
    expect(
      await screen.findByText(
        'Your account has been created. Additional features will be available based on your role.',
      ),
    ).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Portal' })
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Dashboard'])
    expect(screen.getAllByText('User')[0]).toBeInTheDocument()
  })

  it('collapses the sidebar to 80 px and remembers it', async () => {
    const { user, unmount } = renderPortal('/portal/dashboard', { as: plainUser })
    const sidebar = await screen.findByTestId('sidebar')
    expect(sidebar).toHaveStyle({ width: '280px' })
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(sidebar).toHaveStyle({ width: '80px' })
    unmount()
    renderPortal('/portal/dashboard', { as: plainUser })
    expect(await screen.findByTestId('sidebar')).toHaveStyle({ width: '80px' })
  })

  it('labels the collapse button, says whether the sidebar is expanded, and works from the keyboard', async () => {
    const { user } = renderPortal('/portal/dashboard', { as: plainUser })
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false')
    // Collapsed, the items keep their names for screen readers.
    expect(
      within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Dashboard' }),
    ).toBeInTheDocument()
  })

  it('logs out to /portal/login, ending the session on the server', async () => {
    const ended: Array<string | null> = []
    server.use(
      http.post(api('/auth/logout'), ({ request }) => {
        ended.push(request.headers.get('authorization'))
        return Response.json({ success: true })
      }),
    )
    const { user, location } = renderPortal('/portal/dashboard', { as: plainUser })
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await screen.findByRole('heading', { name: 'Sign in to the portal' })
    expect(location().pathname).toBe('/portal/login')
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull()
    await waitFor(() => expect(ended).toHaveLength(1))
    expect(ended[0]).toMatch(/^Bearer \S+/)
  })
})
