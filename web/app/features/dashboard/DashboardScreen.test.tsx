import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  api,
  http,
  json,
  makeLeadStats,
  plainUser,
  renderPortal,
  screen,
  server,
  setupPortalServer,
} from '../../../test/portal'

setupPortalServer()

const meeting = {
  id: 1,
  start: '2026-06-16T08:30:00.000Z',
  end: '2026-06-16T09:00:00.000Z',
  lead_id: 42,
  visitor_name: 'Ann Jones',
  visitor_email: 'ann@buyer.example',
  company: 'Acme Foods',
  timezone: 'America/New_York',
  advisor: { email: 'ada@test.example', name: 'Ada Advisor' },
}

beforeEach(() =>
  server.use(
    http.get(api('/portal/meetings'), () => json({ meetings: [] })),
    http.get(api('/portal/tasks'), () => json({ tasks: [] })),
  ),
)

const task = (over: object) => ({
  id: 7,
  lead_id: 42,
  company: 'Acme Foods',
  contact: 'Ann Jones',
  title: 'Call back about the pilot',
  due_at: '2026-06-16T13:00:00.000Z',
  owner: { email: 'admin@test.example', name: 'Ada Admin' },
  done_at: null,
  overdue: false,
  ...over,
})

// The screen imports the chart lazily; loading recharts once here keeps that cost out of the tests' time.
beforeAll(() => import('./LeadsChart'), 30_000)

const empty = makeLeadStats({ new: 0, contacted: 0, qualified: 0 })
const weeks = empty.weeks.map((week, i) =>
  i === 10
    ? { ...week, total: 3, by_topic: { Support: 2, Implementation: 1 } }
    : i === 11
      ? { ...week, total: 1, by_topic: { Support: 1 } }
      : week,
)
const stats = makeLeadStats(
  { new: 4, contacted: 7, qualified: 2 },
  { overdue: 3, median_minutes_to_first_contact: 200, weeks, topics: ['Implementation', 'Support'] },
)

const tile = (label: string) => screen.getByText(label, { selector: 'span' }).closest('a, div')!

describe('dashboard lead desk', () => {
  it('shows admins the counts per status, overdue, median time to first contact and the weekly chart', async () => {
    let calls = 0
    server.use(
      http.get(api('/portal/leads/stats'), () => {
        calls += 1
        return json(stats)
      }),
    )
    renderPortal('/portal/dashboard')
    // Text queries: role queries compute accessible names over the whole SVG and are slow in jsdom.
    expect(await screen.findByText('Lead desk')).toHaveProperty('tagName', 'H2')
    expect(tile('New')).toHaveTextContent('4')
    expect(tile('New')).toHaveAttribute('href', '/portal/admin/leads?status=new')
    expect(tile('Contacted')).toHaveTextContent('7')
    expect(tile('Qualified')).toHaveTextContent('2')
    expect(tile('Overdue')).toHaveTextContent('3')
    expect(tile('Overdue')).toHaveAttribute('href', '/portal/admin/leads?overdue=1')
    expect(tile('Time to first contact')).toHaveTextContent('3 h 20 min')
    expect(tile('Time to first contact')).toHaveTextContent('Median, last 30 days')
    expect(screen.getByText('New Inbound Leads').closest('a')).toHaveTextContent('4')
    expect(screen.getByText('Leads per week')).toHaveProperty('tagName', 'H3')
    const figures = screen.getByText('Leads per week, by week starting').closest('table')!
    const rows = Array.from(figures.querySelectorAll('tbody tr'), (row) => row.textContent)
    expect(rows).toHaveLength(12)
    expect(rows.at(-1)).toBe('2026-03-231')
    // The lazily loaded chart replaces its placeholder and draws a legend entry per topic.
    expect(await screen.findByText('Implementation')).toBeInTheDocument()
    expect(screen.getByText('Support')).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it('says so when there were no leads in the last 12 weeks, and shows a dash for the median', async () => {
    server.use(http.get(api('/portal/leads/stats'), () => json(empty)))
    renderPortal('/portal/dashboard')
    expect(await screen.findByText('No leads in the last 12 weeks.')).toBeInTheDocument()
    expect(tile('Time to first contact')).toHaveTextContent('—')
    expect(tile('Overdue')).toHaveTextContent('0')
    expect(screen.queryByRole('link', { name: /New Inbound Leads/ })).not.toBeInTheDocument()
  })

  it('never asks plain users for the stats', async () => {
    let asked = false
    server.use(
      http.get(api('/portal/leads/stats'), () => {
        asked = true
        return json(stats)
      }),
    )
    renderPortal('/portal/dashboard', { as: plainUser })
    await screen.findByText('Welcome to the Portal')
    await new Promise((r) => setTimeout(r, 50))
    expect(asked).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Lead desk' })).not.toBeInTheDocument()
  })
})

describe('dashboard pipeline', () => {
  it('shows the open pipeline, what was won this quarter and the win rates', async () => {
    const pipeline = {
      ...empty.pipeline,
      open_value_gbp: 48_500,
      open_count: 6,
      won_value_gbp: 12_000,
      won_count: 2,
      quarter: { label: 'Q4 2026 (Oct–Dec)', start: '2026-09-30T23:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
      win_rate_by_topic: [{ key: 'Cloud hosting', won: 2, lost: 1, rate: 2 / 3 }],
      win_rate_by_source: [{ key: 'Campaign: spring', won: 0, lost: 2, rate: 0 }],
    }
    server.use(http.get(api('/portal/leads/stats'), () => json({ ...empty, pipeline })))
    renderPortal('/portal/dashboard')
    expect(await screen.findByText('Pipeline')).toHaveProperty('tagName', 'H2')
    expect(tile('Open pipeline')).toHaveTextContent('£48,500')
    expect(tile('Open pipeline')).toHaveTextContent('6 open leads')
    expect(tile('Won this quarter')).toHaveTextContent('£12,000')
    expect(tile('Won this quarter')).toHaveTextContent('2 won · Q4 2026 (Oct–Dec)')
    const byTopic = screen.getByText('Win rate by topic').closest('table')!
    expect(byTopic.querySelector('tbody tr')).toHaveTextContent('Cloud hosting2167%')
    const bySource = screen.getByText('Win rate by source or campaign').closest('table')!
    expect(bySource.querySelector('tbody tr')).toHaveTextContent('Campaign: spring020%')
  })

  it('says when nothing was won or lost yet', async () => {
    server.use(http.get(api('/portal/leads/stats'), () => json(empty)))
    renderPortal('/portal/dashboard')
    expect(await screen.findAllByText('No leads won or lost yet.')).toHaveLength(2)
    expect(tile('Open pipeline')).toHaveTextContent('£0')
  })
})

describe('dashboard my tasks', () => {
  it('lists my open tasks in the order the server gives (by due), marks the overdue ones and ticks one off', async () => {
    let done: unknown
    server.use(
      http.get(api('/portal/leads/stats'), () => json(empty)),
      http.get(api('/portal/tasks'), () =>
        json({
          tasks: done
            ? []
            : [
                task({ id: 7, overdue: true, title: 'Chase the contract' }),
                task({ id: 8, title: 'Send the proposal' }),
              ],
        }),
      ),
      http.put(api('/portal/tasks/:id'), async ({ request, params }) => {
        done = { id: params.id, ...((await request.json()) as object) }
        return json(task({ done_at: '2026-06-16T14:00:00.000Z' }))
      }),
    )
    const { user } = renderPortal('/portal/dashboard')
    const section = (await screen.findByText('My tasks')).closest('section')!
    const items = Array.from(section.querySelectorAll('li'))
    expect(items.map((li) => li.querySelector('.font-medium')?.textContent)).toEqual([
      'Chase the contract',
      'Send the proposal',
    ])
    expect(items[0]).toHaveTextContent('Overdue')
    expect(items[1]).not.toHaveTextContent('Overdue')
    expect(items[0].querySelector('a')).toHaveAttribute('href', '/portal/admin/leads?lead=42')
    await user.click(screen.getByRole('checkbox', { name: 'Done: Chase the contract' }))
    expect(await screen.findByText('Nothing to follow up.')).toBeInTheDocument()
    expect(done).toEqual({ id: '7', done: true })
  })

  it('shows a plain user their own tasks, without links to leads they cannot open', async () => {
    server.use(http.get(api('/portal/tasks'), () => json({ tasks: [task({})] })))
    renderPortal('/portal/dashboard', { as: plainUser })
    expect(await screen.findByText('My tasks')).toBeInTheDocument()
    expect(screen.getByText('Call back about the pilot')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Acme Foods' })).not.toBeInTheDocument()
    expect(screen.getByText('Welcome to the Portal')).toBeInTheDocument()
  })
})

describe('dashboard discovery calls', () => {
  it('shows admins every upcoming call, linking to its lead', async () => {
    server.use(
      http.get(api('/portal/leads/stats'), () => json(empty)),
      http.get(api('/portal/meetings'), () => json({ meetings: [meeting] })),
    )
    renderPortal('/portal/dashboard')
    expect(await screen.findByText('Upcoming discovery calls')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Acme Foods' })).toHaveAttribute('href', '/portal/admin/leads?lead=42')
    expect(screen.getByText('Ada Advisor')).toBeInTheDocument()
  })

  it("shows an advisor who is not an admin their own calls, and a plain user without calls SPEC's welcome only", async () => {
    server.use(http.get(api('/portal/meetings'), () => json({ meetings: [meeting] })))
    const { unmount } = renderPortal('/portal/dashboard', { as: plainUser })
    expect(await screen.findByText('Upcoming discovery calls')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Acme Foods' })).not.toBeInTheDocument()
    expect(screen.getByText('Welcome to the Portal')).toBeInTheDocument()
    unmount()
  })

  it('leaves the plain dashboard as SPEC has it when there are no calls', async () => {
    renderPortal('/portal/dashboard', { as: plainUser })
    await screen.findByText('Welcome to the Portal')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('Upcoming discovery calls')).not.toBeInTheDocument()
  })
})
