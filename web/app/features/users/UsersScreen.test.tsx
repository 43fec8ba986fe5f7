import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { admin, api, detail, http, HttpResponse, jobRoles, json, renderPortal, screen, server, staff, staffHandlers, useMswServer } from '../../../test/portal'

useMswServer()

const row = (name: string) => screen.getByText(name).closest('tr')!

describe('User Management', () => {
  it('lists users with job role, system role and Active or Inactive', async () => {
    server.use(...staffHandlers())
    renderPortal('/portal/admin/users')
    await screen.findByText('Sam Patel')
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['Name', 'Email', 'Job Role', 'System Role', 'Status', 'Actions'])
    expect(row('Sam Patel')).toHaveTextContent('Solutions Advisor')
    expect(row('Sam Patel')).toHaveTextContent('Admin')
    expect(row('Sam Patel')).toHaveTextContent('Active')
    expect(row('Tom Evans')).toHaveTextContent('Inactive')
  })

  it("checks the Create User form and says 'Passwords do not match' without sending", async () => {
    const create = vi.fn()
    server.use(...staffHandlers(), http.post(api('/portal/users'), () => (create(), json({}, 201))))
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Create User' }))
    const dialog = screen.getByRole('dialog', { name: 'Create User' })
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/First name/), 'Dana')
    await user.type(within(dialog).getByLabelText(/Last name/), 'Reid')
    await user.type(within(dialog).getByLabelText(/^Email/), 'dana@clearpath.example')
    await user.type(within(dialog).getByLabelText(/^Password/), 'one-password')
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'another')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it('creates a user with role user by default and the chosen job role', async () => {
    let sent: unknown
    server.use(
      ...staffHandlers(),
      http.post(api('/portal/users'), async ({ request }) => {
        sent = await request.json()
        return json({ user: {} }, 201)
      }),
    )
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Create User' }))
    const dialog = screen.getByRole('dialog', { name: 'Create User' })
    expect(within(dialog).getByLabelText('System role')).toHaveValue('user')
    await user.type(within(dialog).getByLabelText(/First name/), 'Dana')
    await user.type(within(dialog).getByLabelText(/Last name/), 'Reid')
    await user.type(within(dialog).getByLabelText(/^Email/), 'dana@clearpath.example')
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw-12345678')
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'pw-12345678')
    await user.selectOptions(within(dialog).getByLabelText('Job role'), 'Account Manager')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await screen.findByText('User created successfully')).toBeInTheDocument()
    expect(sent).toEqual({
      first_name: 'Dana',
      last_name: 'Reid',
      email: 'dana@clearpath.example',
      password: 'pw-12345678',
      passwordConfirm: 'pw-12345678',
      role: 'user',
      job_role: 2,
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's detail, or 'Error creating user'", async () => {
    server.use(...staffHandlers(), http.post(api('/portal/users'), () => detail('A user with this email already exists', 409)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Create User' }))
    const dialog = screen.getByRole('dialog', { name: 'Create User' })
    await user.type(within(dialog).getByLabelText(/First name/), 'Dana')
    await user.type(within(dialog).getByLabelText(/Last name/), 'Reid')
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@clearpath.example')
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw')
    await user.type(within(dialog).getByLabelText(/Confirm password/), 'pw')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists')

    server.use(http.post(api('/portal/users'), () => new HttpResponse(null, { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Error creating user'))
  })

  it('deactivates a user, and toasts Error updating user when that fails', async () => {
    let sent: unknown
    server.use(
      ...staffHandlers(),
      http.put(api('/portal/users/:id'), async ({ request }) => {
        sent = await request.json()
        return json({ user: {} })
      }),
    )
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Patel' }))
    expect(await screen.findByText('Sam Patel deactivated')).toBeInTheDocument()
    expect(sent).toEqual({ is_active: false })

    server.use(http.put(api('/portal/users/:id'), () => detail('Nope', 403)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Activate Tom Evans' }))
    expect(await screen.findByText('Error updating user')).toBeInTheDocument()
  })

  it('does not let admins deactivate themselves', async () => {
    server.use(...staffHandlers())
    renderPortal('/portal/admin/users')
    expect(await screen.findByRole('button', { name: `Deactivate ${admin.first_name} ${admin.last_name}` })).toBeDisabled()
  })

  it('edits names, role and job role', async () => {
    let sent: unknown
    server.use(
      ...staffHandlers(),
      http.put(api('/portal/users/:id'), async ({ request }) => {
        sent = await request.json()
        return json({ user: {} })
      }),
    )
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Edit Priya Shah' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit User' })
    expect(within(dialog).getByLabelText('Job role')).toHaveValue('2')
    await user.selectOptions(within(dialog).getByLabelText('System role'), 'Admin')
    await user.selectOptions(within(dialog).getByLabelText('Job role'), 'No job role')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    expect(sent).toEqual({ first_name: 'Priya', last_name: 'Shah', role: 'admin', job_role: null })
  })

  it('resets a password through the password endpoint, refusing mismatches', async () => {
    let sent: unknown
    let path = ''
    server.use(
      ...staffHandlers(),
      http.put(api('/portal/users/:id/password'), async ({ request }) => {
        sent = await request.json()
        path = new URL(request.url).pathname
        return json({ ok: true })
      }),
    )
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Reset password for Sam Patel' }))
    const dialog = screen.getByRole('dialog', { name: 'Reset password' })
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret-1')
    await user.type(within(dialog).getByLabelText(/Confirm new password/), 'new-secret-2')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.clear(within(dialog).getByLabelText(/Confirm new password/))
    await user.type(within(dialog).getByLabelText(/Confirm new password/), 'new-secret-1')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Password reset for Sam Patel')).toBeInTheDocument()
    expect(path).toBe('/api/portal/users/2/password')
    expect(sent).toEqual({ password: 'new-secret-1', passwordConfirm: 'new-secret-1' })
  })

  it('manages job roles: blank names ignored, delete after Delete this job role?', async () => {
    let roles = [...jobRoles]
    const created: unknown[] = []
    server.use(
      http.get(api('/portal/users'), () => json({ users: staff })),
      http.get(api('/portal/leads/job-roles'), () => json({ roles })),
      http.post(api('/portal/leads/job-roles'), async ({ request }) => {
        const body = (await request.json()) as { name: string }
        created.push(body)
        roles = [...roles, { id: 9, name: body.name }]
        return json({ role: roles.at(-1) }, 201)
      }),
      http.delete(api('/portal/leads/job-roles/:id'), ({ params }) => {
        roles = roles.filter((r) => String(r.id) !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Manage Job Roles' }))
    const dialog = screen.getByRole('dialog', { name: 'Manage Job Roles' })
    await user.type(within(dialog).getByLabelText('New job role'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(created).toEqual([])
    await user.clear(within(dialog).getByLabelText('New job role'))
    await user.type(within(dialog).getByLabelText('New job role'), ' Presales Consultant ')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText('Presales Consultant')).toBeInTheDocument()
    expect(created).toEqual([{ name: 'Presales Consultant' }])

    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Manager' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this job role?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(dialog).queryByText('Account Manager')).not.toBeInTheDocument())
  })

  it('toasts the job role errors', async () => {
    server.use(
      ...staffHandlers(),
      http.post(api('/portal/leads/job-roles'), () => new HttpResponse(null, { status: 500 })),
      http.delete(api('/portal/leads/job-roles/:id'), () => new HttpResponse(null, { status: 500 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Manage Job Roles' }))
    const dialog = screen.getByRole('dialog', { name: 'Manage Job Roles' })
    await user.type(within(dialog).getByLabelText('New job role'), 'Presales')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Error creating job role')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account Manager' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error deleting job role')).toBeInTheDocument()
  })

  it('traps focus in a dialog and gives it back to the opener on Escape', async () => {
    server.use(...staffHandlers())
    const { user } = renderPortal('/portal/admin/users')
    const opener = await screen.findByRole('button', { name: 'Create User' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Create User' })
    expect(within(dialog).getByLabelText(/First name/)).toHaveFocus()
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    for (let i = 0; i < 12; i++) await user.tab()
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})
