import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { ApiLead } from '@shared/contract-types'

import {
  api,
  detail,
  http,
  json,
  makeLead,
  record,
  renderPortal,
  screen,
  server,
  staffHandlers,
  setupPortalServer,
} from '../../../test/portal'

setupPortalServer()

const leads: ApiLead[] = [
  makeLead({
    id: 1,
    first_name: 'Amy',
    last_name: 'Lee',
    company: 'Acme Metals',
    topic: 'Support',
    created_at: '2026-03-01T10:00:00Z',
  }),
  makeLead({
    id: 2,
    first_name: 'Ben',
    last_name: 'Okafor',
    company: 'Northwind',
    phone: '+44 (0)161 496 0123',
    topic: 'Implementation',
    status: 'contacted',
    assigned_to: 'sam@clearpath.example',
    created_at: '2026-03-02T10:00:00Z',
  }),
  makeLead({
    id: 3,
    first_name: 'Cara',
    last_name: 'Diaz',
    company: 'Brightline',
    status: 'qualified',
    assigned_to: 'priya@clearpath.example',
    created_at: '2026-03-03T10:00:00Z',
  }),
  makeLead({
    id: 4,
    first_name: 'Dev',
    last_name: 'Rao',
    company: 'Harbour Foods',
    created_at: '2026-03-04T10:00:00Z',
  }),
  makeLead({
    id: 5,
    first_name: 'Eve',
    last_name: 'Marsh',
    company: 'Kestrel Tools',
    created_at: '2026-03-05T10:00:00Z',
  }),
  makeLead({
    id: 6,
    first_name: 'Finn',
    last_name: 'Walsh',
    company: 'Oakridge Engineering',
    phone: '',
    source: '',
    message: 'Role: Finance\nTopic: SAP Business One\n\nLine one\nLine two',
    created_at: '2026-03-06T10:00:00Z',
  }),
]

const companies = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent)

/** The list, and each lead's detail (no activity yet), as the contract answers them at request time. */
const reasons = [
  { id: 1, name: 'Price', outcome: 'lost' },
  { id: 2, name: 'Local support', outcome: 'won' },
]

/** The server's order: newest first, or by `?sort=company` / `-company` (the database sorts there). */
function sorted(list: ApiLead[], sort: string | null): ApiLead[] {
  const newest = [...list].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
  if (!sort || sort === '-created') return newest
  const column = sort.replace(/^-/, '') as 'company'
  const sign = sort.startsWith('-') ? -1 : 1
  return newest.sort((a, b) => sign * a[column].localeCompare(b[column]))
}

const leadsApi = (current: () => ApiLead[]) => [
  http.get(api('/portal/leads/inbound'), ({ request }) =>
    json({ leads: sorted(current(), new URL(request.url).searchParams.get('sort')) }),
  ),
  http.get(api('/portal/leads/outcome-reasons'), () => json({ reasons })),
  http.get(api('/portal/leads/inbound/:id'), ({ params }) => {
    const lead = current().find((l) => String(l.id) === params.id)
    return lead ? json({ ...lead, activity: [], tasks: [] }) : detail('Lead not found', 404)
  }),
]

function serve(list = leads) {
  server.use(...leadsApi(() => list), ...staffHandlers())
}

describe('Manage Inbound Leads', () => {
  it('lists the newest five with paging and Page X of Y', async () => {
    serve()
    const { user, location } = renderPortal('/portal/admin/leads')
    expect(await screen.findByRole('heading', { name: 'Manage Inbound Leads' })).toBeInTheDocument()
    expect(screen.getByText('View and manage contact form submissions')).toBeInTheDocument()
    await screen.findByText('Oakridge Engineering')
    expect(companies()).toEqual(['Oakridge Engineering', 'Kestrel Tools', 'Harbour Foods', 'Brightline', 'Northwind'])
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(companies()).toEqual(['Acme Metals'])
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(location().search).toBe('?page=2')
  })

  it('shows the advisor name or Unassigned, the topic and the en-GB date', async () => {
    serve()
    renderPortal('/portal/admin/leads')
    const row = (await screen.findByText('Northwind')).closest('tr')!
    expect(row).toHaveTextContent('Ben Okafor')
    expect(row).toHaveTextContent('Sam Patel')
    expect(row).toHaveTextContent('Implementation')
    expect(row).toHaveTextContent('02/03/2026')
    expect(screen.getByText('Harbour Foods').closest('tr')).toHaveTextContent('Unassigned')
  })

  it('hides paging when everything fits on one page', async () => {
    serve(leads.slice(0, 3))
    renderPortal('/portal/admin/leads')
    await screen.findByText('Acme Metals')
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
  })

  it('applies ?status=new from the dashboard', async () => {
    serve()
    renderPortal('/portal/admin/leads?status=new')
    await screen.findByText('Oakridge Engineering')
    expect(companies()).toEqual(['Oakridge Engineering', 'Kestrel Tools', 'Harbour Foods', 'Acme Metals'])
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new')
  })

  it('searches names and company case-insensitively and combines filters with AND', async () => {
    serve()
    const { user, location } = renderPortal('/portal/admin/leads')
    await screen.findByText('Oakridge Engineering')
    await user.type(screen.getByPlaceholderText('Search...'), 'OKAFOR')
    expect(companies()).toEqual(['Northwind'])
    await user.clear(screen.getByPlaceholderText('Search...'))
    await user.selectOptions(screen.getByLabelText('Solutions Advisor'), 'Unassigned')
    expect(companies()).toEqual(['Oakridge Engineering', 'Kestrel Tools', 'Harbour Foods', 'Acme Metals'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Support')
    expect(companies()).toEqual(['Acme Metals'])
    expect(location().search).toBe('?advisor=unassigned&topic=Support')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted')
    expect(screen.getByText('No leads match these filters')).toBeInTheDocument()
  })

  it('offers each staff user with a job role as an advisor, and the distinct topics', async () => {
    serve()
    renderPortal('/portal/admin/leads')
    await screen.findByText('Oakridge Engineering')
    const advisorOptions = within(screen.getByLabelText('Solutions Advisor'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(advisorOptions).toEqual(['All Advisors', 'Unassigned', 'Priya Shah', 'Sam Patel'])
    const topicOptions = within(screen.getByRole('combobox', { name: 'Topic' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(topicOptions).toEqual(['All Topics', 'Implementation', 'SAP Business One', 'Support'])
    const statusOptions = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(statusOptions).toEqual(['All Status', 'New', 'Contacted', 'Qualified'])
  })

  it('opens Lead Details with mailto, Not provided, Contact form and the message line breaks, without the role and topic again', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Oakridge Engineering'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    expect(within(panel).getByRole('link', { name: 'amy@acme.example' })).toHaveAttribute(
      'href',
      'mailto:amy@acme.example',
    )
    expect(panel).toHaveTextContent('Not provided')
    expect(panel).toHaveTextContent('Contact form')
    expect(within(panel).getByText(/Line one/).textContent).toBe('Line one\nLine two')
    expect(within(panel).getByText(/Line one/)).toHaveClass('whitespace-pre-line')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('dials a lead’s phone in E.164 and shows it the UK way', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Northwind'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    expect(within(panel).getByRole('link', { name: '0161 496 0123' })).toHaveAttribute('href', 'tel:+441614960123')
  })

  it('sorts by a column heading: aria-sort, the choice in the URL beside the filters, turned round by a second press', async () => {
    serve()
    const { user, location } = renderPortal('/portal/admin/leads?status=new')
    await screen.findByText('Oakridge Engineering')
    const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })
    expect(heading('Created')).toHaveAttribute('aria-sort', 'descending')
    expect(heading('Company')).not.toHaveAttribute('aria-sort')
    await user.click(within(heading('Company')).getByRole('button', { name: 'Company' }))
    await waitFor(() => expect(companies()[0]).toBe('Acme Metals'))
    expect(heading('Company')).toHaveAttribute('aria-sort', 'ascending')
    expect(heading('Created')).not.toHaveAttribute('aria-sort')
    expect(new URLSearchParams(location().search).get('sort')).toBe('company')
    expect(new URLSearchParams(location().search).get('status')).toBe('new')
    await user.click(within(heading('Company')).getByRole('button', { name: 'Company' }))
    await waitFor(() => expect(companies()[0]).toBe('Oakridge Engineering'))
    expect(heading('Company')).toHaveAttribute('aria-sort', 'descending')
    expect(location().search).toContain('sort=-company')
  })

  it('opens a lead from the keyboard: Tab from the filters reaches the rows, Enter opens, Escape returns focus', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/leads')
    await screen.findByText('Oakridge Engineering')
    screen.getByLabelText('Search leads').focus()
    const first = screen.getByRole('button', { name: 'Oakridge Engineering' })
    // The filters, the table settings, the sortable headings, then the select-all and row checkboxes, then the first row's name: no trap.
    for (let i = 0; i < 18 && document.activeElement !== first; i++) await user.tab()
    expect(first).toHaveFocus()
    await user.keyboard('{Enter}')
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    expect(panel).toHaveTextContent('Finn Walsh · Oakridge Engineering')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(first).toHaveFocus()
    const second = screen.getByRole('button', { name: 'Kestrel Tools' })
    for (let i = 0; i < 4 && document.activeElement !== second; i++) await user.tab()
    await user.keyboard(' ')
    expect(screen.getByRole('dialog', { name: 'Lead Details' })).toHaveTextContent('Eve Marsh · Kestrel Tools')
  })

  it('edits the advisor and status, saves both and refreshes the open lead', async () => {
    let list = leads
    let sent: unknown
    server.use(
      ...leadsApi(() => list),
      http.put(api('/portal/leads/inbound/:id/assign'), async ({ request, params }) => {
        sent = await request.json()
        list = list.map((lead) => (String(lead.id) === params.id ? { ...lead, ...(sent as object) } : lead))
        return json({ lead: list.find((l) => String(l.id) === params.id) })
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    await user.click(within(panel).getByRole('button', { name: 'Edit' }))
    const advisor = within(panel).getByLabelText('Solutions Advisor')
    expect(
      within(advisor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Priya Shah (Account Manager)', 'Sam Patel (Solutions Advisor)'])
    await user.selectOptions(advisor, 'Sam Patel (Solutions Advisor)')
    await user.selectOptions(within(panel).getByLabelText('Status'), 'Contacted')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Lead updated')).toBeInTheDocument()
    expect(sent).toEqual({
      assigned_to: 'sam@clearpath.example',
      status: 'contacted',
      value_gbp: null,
      outcome: 'open',
      outcome_reason: null,
    })
    await waitFor(() => expect(within(panel).getByText('Contacted')).toBeInTheDocument())
    expect(panel).toHaveTextContent('Sam Patel')
    // The list behind the open drawer is hidden from assistive technology, but refreshed too.
    expect(screen.getByRole('button', { name: 'Harbour Foods', hidden: true }).closest('tr')).toHaveTextContent(
      'Sam Patel',
    )
  })

  it('sets the estimated value, the outcome and a reason that fits it', async () => {
    let list = leads
    let sent: Record<string, unknown> = {}
    server.use(
      ...leadsApi(() => list),
      http.put(api('/portal/leads/inbound/:id/assign'), async ({ request, params }) => {
        sent = (await request.json()) as Record<string, unknown>
        const reason = reasons.find((r) => r.id === sent.outcome_reason) ?? null
        list = list.map((lead) =>
          String(lead.id) === params.id
            ? ({ ...lead, ...sent, outcome_reason: reason, closed_at: '2026-03-02T10:00:00Z' } as ApiLead)
            : lead,
        )
        return json(list.find((l) => String(l.id) === params.id))
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    expect(panel).toHaveTextContent('Not estimated')
    await user.click(within(panel).getByRole('button', { name: 'Edit' }))
    const value = within(panel).getByLabelText('Estimated value (£)')
    await user.type(value, '12.5')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(await within(panel).findByText(/whole number of pounds/)).toBeInTheDocument()
    expect(sent).toEqual({})
    await user.clear(value)
    await user.type(value, '12000')
    await user.selectOptions(within(panel).getByLabelText('Outcome'), 'Won')
    const why = within(panel).getByLabelText('Why it was won')
    // Only the reasons for won leads are offered.
    expect(
      within(why)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No reason given', 'Local support'])
    await user.selectOptions(why, 'Local support')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Lead updated')).toBeInTheDocument()
    expect(sent).toMatchObject({ value_gbp: 12000, outcome: 'won', outcome_reason: 2 })
    await waitFor(() => expect(panel).toHaveTextContent('£12,000'))
    expect(panel).toHaveTextContent('Won · Local support')
  })

  it('adds a follow-up task with its due time and owner, and ticks it off', async () => {
    let tasks: object[] = []
    let sent: Record<string, unknown> = {}
    let ticked: unknown
    server.use(
      http.get(api('/portal/leads/inbound/:id'), ({ params }) => {
        const lead = leads.find((l) => String(l.id) === params.id)!
        return json({ ...lead, activity: [], tasks })
      }),
      ...leadsApi(() => leads),
      http.post(api('/portal/leads/inbound/:id/tasks'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        const task = {
          id: 5,
          lead_id: 1,
          company: 'Harbour Foods',
          contact: '',
          title: sent.title,
          due_at: sent.due_at,
          owner: { email: sent.owner, name: 'Sam Patel' },
          done_at: null,
          overdue: false,
        }
        tasks = [task]
        return json(task, 201)
      }),
      http.put(api('/portal/tasks/:id'), async ({ request }) => {
        ticked = await request.json()
        return json({})
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    await user.click(within(panel).getByRole('button', { name: 'Add task' }))
    expect(within(panel).getByText('Say what needs doing')).toBeInTheDocument()
    expect(within(panel).getByText('Choose a due date and time')).toBeInTheDocument()
    expect(sent).toEqual({})
    await user.type(within(panel).getByLabelText('Task'), 'Call back Thursday')
    await user.type(within(panel).getByLabelText('Due'), '2026-12-03T14:30')
    const owner = within(panel).getByLabelText('Owner')
    // The signed-in admin first, then the advisors.
    expect(
      within(owner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me', 'Priya Shah', 'Sam Patel'])
    await user.selectOptions(owner, 'Sam Patel')
    await user.click(within(panel).getByRole('button', { name: 'Add task' }))
    expect(await screen.findByText('Task added')).toBeInTheDocument()
    expect(sent).toEqual({
      title: 'Call back Thursday',
      due_at: new Date('2026-12-03T14:30').toISOString(),
      owner: 'sam@clearpath.example',
    })
    await user.click(await within(panel).findByRole('checkbox', { name: 'Done: Call back Thursday' }))
    await waitFor(() => expect(ticked).toEqual({ done: true }))
  })

  it('shows a repeat enquirer’s other enquiries and calls, and opens one', async () => {
    server.use(
      http.get(api('/portal/leads/inbound/:id'), ({ params }) => {
        const lead = leads.find((l) => String(l.id) === params.id)!
        const other = leads.find((l) => l.id !== lead.id)!
        return json({
          ...lead,
          activity: [],
          tasks: [],
          other_enquiries: [
            {
              id: other.id,
              company: other.company,
              topic: 'Support',
              status: 'contacted',
              created_at: '2026-01-12T10:00:00Z',
            },
          ],
          meetings: [
            {
              id: 9,
              lead_id: other.id,
              start: '2026-01-14T10:00:00Z',
              advisor: { email: 'sam@x.example', name: 'Sam Patel' },
            },
          ],
        })
      }),
      ...leadsApi(() => leads),
      ...staffHandlers(),
    )
    const { user, location } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    const section = (await within(panel).findByText('Same contact')).closest('section')!
    expect(section).toHaveTextContent('12/01/2026 · Support (Contacted)')
    expect(section).toHaveTextContent('Sam Patel')
    await user.click(within(section).getByRole('link', { name: /Support/ }))
    await waitFor(() => expect(location().search).toMatch(/lead=/))
    // The screen stays mounted, and the drawer turns to the linked enquiry.
    const other = leads.find((l) => l.company !== 'Harbour Foods')!
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Lead Details' })).toHaveAccessibleDescription(
        `${other.first_name} ${other.last_name} · ${other.company}`,
      ),
    )
  })

  it('merges the contact with the same person under another address, after a confirmation', async () => {
    let merged: unknown
    server.use(
      ...leadsApi(() => leads),
      http.post(api('/portal/leads/inbound/:id/merge-contact'), async ({ request, params }) => {
        merged = { id: params.id, ...((await request.json()) as object) }
        return json({ other_enquiries: [], meetings: [] })
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    const same = await within(panel).findByLabelText('Same person as')
    const target = leads.find((l) => l.company !== 'Harbour Foods')!
    await user.selectOptions(same, String(target.id))
    await user.click(within(panel).getByRole('button', { name: 'Merge contacts' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge contacts?' })
    expect(confirm).toHaveTextContent(target.email)
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }))
    expect(await screen.findByText('Contacts merged')).toBeInTheDocument()
    const harbour = leads.find((l) => l.company === 'Harbour Foods')!
    expect(merged).toEqual({ id: String(harbour.id), into: target.id })
  })

  it('returns focus to the drawer after Save, so Escape still closes it', async () => {
    serve()
    server.use(http.put(api('/portal/leads/inbound/:id/assign'), () => json({})))
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    await user.click(within(panel).getByRole('button', { name: 'Edit' }))
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    await screen.findByText('Lead updated')
    expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('returns focus to Edit after Cancel', async () => {
    serve()
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    const panel = screen.getByRole('dialog', { name: 'Lead Details' })
    await user.click(within(panel).getByRole('button', { name: 'Edit' }))
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }))
    expect(within(panel).getByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it('says Error saving lead when the save fails', async () => {
    serve()
    server.use(http.put(api('/portal/leads/inbound/:id/assign'), () => new Response(null, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving lead')).toBeInTheDocument()
  })

  it("refuses a blank note with the API's message, sending nothing", async () => {
    serve()
    const note = record('post', '/portal/leads/inbound/:id/notes')
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Harbour Foods'))
    await user.type(screen.getByLabelText('Add a note'), '   ')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    expect(await screen.findByText('Write a note first')).toBeInTheDocument()
    expect(note.body).toBeUndefined()
  })

  it('asks Delete Lead? naming lead and company, then deletes and closes the panel', async () => {
    let list = leads
    server.use(
      ...leadsApi(() => list),
      http.delete(api('/portal/leads/inbound/:id'), ({ params }) => {
        list = list.filter((lead) => String(lead.id) !== params.id)
        return new Response(null, { status: 204 })
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Kestrel Tools'))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Lead?' })
    expect(confirm).toHaveTextContent('Eve Marsh')
    expect(confirm).toHaveTextContent('Kestrel Tools')
    expect(confirm).toHaveTextContent('This action cannot be undone.')
    // Cancel is focused first, and Escape closes only the confirmation.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Lead Details' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Kestrel Tools')).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says Error deleting lead when the delete fails', async () => {
    serve()
    server.use(http.delete(api('/portal/leads/inbound/:id'), () => detail('Nope', 403)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByText('Kestrel Tools'))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Error deleting lead')).toBeInTheDocument()
  })

  it('keeps the list empty when leads fail to load', async () => {
    server.use(
      http.get(api('/portal/leads/inbound'), () => new Response(null, { status: 500 })),
      ...staffHandlers(),
    )
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPortal('/portal/admin/leads')
    expect(await screen.findByText('No leads yet')).toBeInTheDocument()
    expect(log).toHaveBeenCalled()
  })
})

describe('triage in the table', () => {
  it('changes a status inline: only the status is sent, the row keeps the new value, the drawer stays shut', async () => {
    let list = leads
    let sent: unknown
    server.use(
      ...leadsApi(() => list),
      http.put(api('/portal/leads/inbound/:id/assign'), async ({ request, params }) => {
        sent = await request.json()
        list = list.map((lead) => (String(lead.id) === params.id ? { ...lead, ...(sent as object) } : lead))
        return json(list.find((l) => String(l.id) === params.id)!)
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    const status = await screen.findByRole('combobox', { name: 'Status of Harbour Foods' })
    expect(status).toHaveValue('new')
    await user.selectOptions(status, 'Contacted')
    expect(await screen.findByText('Harbour Foods: Contacted')).toBeInTheDocument()
    expect(sent).toEqual({ status: 'contacted' })
    expect(screen.getByRole('combobox', { name: 'Status of Harbour Foods' })).toHaveValue('contacted')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the new status at once and puts the old one back when the save fails', async () => {
    serve()
    let fail!: () => void
    const answered = new Promise<void>((resolve) => (fail = resolve))
    server.use(
      http.put(api('/portal/leads/inbound/:id/assign'), async () => {
        await answered
        return detail('Status must be new, contacted or qualified')
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/leads')
    const status = await screen.findByRole('combobox', { name: 'Status of Kestrel Tools' })
    await user.selectOptions(status, 'Qualified')
    expect(screen.getByRole('combobox', { name: 'Status of Kestrel Tools' })).toHaveValue('qualified')
    fail()
    expect(await screen.findByText('Status must be new, contacted or qualified')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Kestrel Tools' })).toHaveValue('new'))
  })

  it('selects rows one by one or the whole page, and assigns the selection in one call', async () => {
    let list = leads
    let sent: { ids: number[]; assigned_to?: string } | undefined
    server.use(
      ...leadsApi(() => list),
      http.put(api('/portal/leads/inbound/bulk'), async ({ request }) => {
        sent = (await request.json()) as typeof sent
        list = list.map((lead) =>
          sent!.ids.includes(lead.id as number) ? { ...lead, assigned_to: sent!.assigned_to! } : lead,
        )
        return json({ leads: list.filter((lead) => sent!.ids.includes(lead.id as number)) })
      }),
      ...staffHandlers(),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await screen.findByText('Oakridge Engineering')
    const all = screen.getByRole('checkbox', { name: 'Select all leads on this page' })
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select Kestrel Tools' }))
    expect(all).not.toBeChecked()
    expect(all).toHaveProperty('indeterminate', true)
    await user.click(all)
    expect(all).toBeChecked()
    expect(all).toHaveProperty('indeterminate', false)
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(bar).toHaveTextContent('5 selected')
    await user.click(screen.getByRole('checkbox', { name: 'Select Brightline' }))
    expect(bar).toHaveTextContent('4 selected')
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign selected to' }), 'Sam Patel')
    expect(await screen.findByText('4 leads updated')).toBeInTheDocument()
    expect(sent).toEqual({ ids: [6, 5, 4, 2], assigned_to: 'sam@clearpath.example' })
    await waitFor(() => expect(screen.getByText('Kestrel Tools').closest('tr')).toHaveTextContent('Sam Patel'))
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument()
    expect(all).not.toBeChecked()
  })

  it('sets the status of the selection, unassigns with Unassigned, and reports a refusal', async () => {
    const sent: unknown[] = []
    serve()
    server.use(
      http.put(api('/portal/leads/inbound/bulk'), async ({ request }) => {
        sent.push(await request.json())
        return sent.length === 1 ? json({ leads: [] }) : detail('One or more leads were not found', 404)
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByRole('checkbox', { name: 'Select Oakridge Engineering' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set status of selected' }), 'Qualified')
    expect(await screen.findByText('1 lead updated')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select Northwind' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assign selected to' }), 'Unassigned')
    expect(await screen.findByText('One or more leads were not found')).toBeInTheDocument()
    expect(sent).toEqual([
      { ids: [6], status: 'qualified' },
      { ids: [2], assigned_to: '' },
    ])
    // A failed bulk change keeps the selection, so it can be tried again.
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected')
  })

  it('acts only on selected leads the filters still show', async () => {
    let sent: unknown
    serve()
    server.use(
      http.put(api('/portal/leads/inbound/bulk'), async ({ request }) => {
        sent = await request.json()
        return json({ leads: [] })
      }),
    )
    const { user } = renderPortal('/portal/admin/leads')
    await user.click(await screen.findByRole('checkbox', { name: 'Select Oakridge Engineering' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Northwind' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted')
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set status of selected' }), 'Qualified')
    await screen.findByText('1 lead updated')
    expect(sent).toEqual({ ids: [2], status: 'qualified' })
  })
})

describe('the table made for work', () => {
  it('shows more rows a page once chosen, hides a column, and remembers both for the user', async () => {
    window.localStorage.clear()
    serve()
    const { user } = renderPortal('/portal/admin/leads')
    await screen.findByText('Oakridge Engineering')
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Company',
      'Contact',
      'Advisor',
      'Topic',
      'Status',
      'Created',
      'Reply due',
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument()
    await user.click(screen.getByText('Columns'))
    await user.click(screen.getByRole('checkbox', { name: 'Show the Topic column' }))
    expect(screen.queryByRole('columnheader', { name: 'Topic' })).not.toBeInTheDocument()
    const stored = Object.entries(window.localStorage).find(([key]) => key.startsWith('clearpath.leads-table.'))
    expect(JSON.parse(stored![1])).toEqual({
      columns: ['contact', 'advisor', 'status', 'created', 'reply_due'],
      pageSize: 25,
    })
  })

  it('turns into cards on a phone: company, contact, status and reply due', async () => {
    const matchMedia = vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() }))
    vi.stubGlobal('matchMedia', matchMedia)
    try {
      serve()
      renderPortal('/portal/admin/leads')
      const cards = await screen.findByRole('list', { name: 'Leads' })
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      const first = within(cards).getAllByRole('listitem')[0]
      expect(first).toHaveTextContent('Oakridge Engineering')
      expect(first).toHaveTextContent('Finn Walsh')
      expect(first).toHaveTextContent(/New|Contacted|Qualified/)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
