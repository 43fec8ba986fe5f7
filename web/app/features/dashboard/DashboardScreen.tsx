import {
  AlarmClock,
  ArrowRight,
  FileText,
  Inbox,
  KeyRound,
  Sparkles,
  Timer,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'

import type { ApiLeadStats, ApiMeeting, ApiTask, ApiUser } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/constants'
import { STATUS_LABELS } from '~/lib/lead-status'

import { MyTasks } from './MyTasks'
import { isAdminUser, ROLE_LABELS } from '~/lib/roles'

import { PipelineSection } from './Pipeline'
import { formatMinutes } from './stats'
import { StatTile } from './StatTile'
import { UpcomingMeetings } from './UpcomingMeetings'

// recharts is large and only admins on this screen need it: a chunk of its own, loaded on demand.
const LeadsChart = lazy(() => import('./LeadsChart'))

const ADMIN_CARDS: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'User Management',
    text: 'Create accounts, set system and job roles, reset passwords.',
    to: '/portal/admin/users',
    icon: Users,
  },
  {
    title: 'Access Requests',
    text: 'Approve or reject colleagues asking for a portal account.',
    to: '/portal/admin/access-requests',
    icon: KeyRound,
  },
  {
    title: 'Blog Management',
    text: 'Write, publish and organise articles for the blog.',
    to: '/portal/admin/blog',
    icon: FileText,
  },
]

/** The lead desk at a glance: leads per status, overdue now, reply speed, and the weekly chart. */
function LeadDesk({ stats }: { stats: ApiLeadStats }) {
  const recent = stats.weeks.reduce((sum, week) => sum + week.total, 0)
  return (
    <section aria-labelledby="lead-desk" className="space-y-4">
      <h2 id="lead-desk" className="text-lg font-semibold text-ink-950">
        Lead desk
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {LEAD_STATUS.map((status) => (
          <StatTile
            key={status}
            label={STATUS_LABELS[status]}
            value={String(stats.by_status[status])}
            to={`/portal/admin/leads?status=${status}`}
          />
        ))}
        <StatTile
          label="Overdue"
          value={String(stats.overdue)}
          hint="New after the reply was due"
          to="/portal/admin/leads?overdue=1"
          icon={AlarmClock}
          alert={stats.overdue > 0}
        />
        <StatTile
          label="Time to first contact"
          value={formatMinutes(stats.median_minutes_to_first_contact)}
          hint="Median, last 30 days"
          icon={Timer}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <div className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-6">
        <h3 className="font-semibold text-ink-950">Leads per week</h3>
        <p className="text-sm text-slate-600">Last 12 weeks, by topic</p>
        {recent === 0 ? (
          <p className="mt-6 text-sm text-slate-500">No leads in the last 12 weeks.</p>
        ) : (
          <>
            <div className="mt-4 h-72" inert>
              <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100" />}>
                <LeadsChart stats={stats} />
              </Suspense>
            </div>
            {/* The chart is a picture; this table carries the same figures for screen readers. */}
            <table className="sr-only">
              <caption>Leads per week, by week starting</caption>
              <tbody>
                {stats.weeks.map((week) => (
                  <tr key={week.week_start}>
                    <th scope="row">{week.week_start}</th>
                    <td>{week.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  )
}

/**
 * The dashboard of SPEC §2. `stats` are the lead desk's figures (admins only); `meetings` the
 * upcoming discovery calls and `tasks` the caller's follow-ups (someone who is not an admin sees
 * their own, and only when there are some).
 */
export function DashboardScreen({
  user,
  stats,
  meetings,
  tasks,
}: {
  user: ApiUser
  stats?: ApiLeadStats
  meetings?: ApiMeeting[]
  tasks?: ApiTask[]
}) {
  const admin = isAdminUser(user)
  const newLeads = stats?.by_status.new
  return (
    <div className="space-y-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-6 py-8 text-white shadow-sm sm:px-8">
        <div aria-hidden className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl" />
        <span className="relative inline-flex items-center rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-white/25">
          {ROLE_LABELS[user.role]}
        </span>
        <h1 className="relative mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back, {`${user.first_name} ${user.last_name}`.trim()}
        </h1>
        <p className="relative mt-1 text-brand-100">
          {admin ? 'Here is what needs your attention today.' : 'Good to see you.'}
        </p>
      </section>

      {admin ? (
        <>
          {newLeads !== undefined && newLeads > 0 && (
            <Link
              to="/portal/admin/leads?status=new"
              className="group flex items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 transition hover:border-amber-300 hover:bg-amber-100/60"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-amber-500 text-white">
                <Inbox className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-950">New Inbound Leads</span>
                <span className="block text-sm text-slate-700">
                  <strong className="text-2xl font-bold text-amber-700 tabular-nums">{newLeads}</strong>{' '}
                  {newLeads === 1 ? 'lead is' : 'leads are'} waiting to be contacted
                </span>
              </span>
              <ArrowRight className="size-5 text-amber-700 transition group-hover:translate-x-0.5" aria-hidden />
            </Link>
          )}
          {tasks && <MyTasks tasks={tasks} admin />}
          {meetings && <UpcomingMeetings meetings={meetings} admin />}
          {stats && <LeadDesk stats={stats} />}
          {stats && <PipelineSection pipeline={stats.pipeline} />}
          <div className="grid gap-4 md:grid-cols-3">
            {ADMIN_CARDS.map(({ title, text, to, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                className="group rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
              >
                <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 className="mt-4 font-semibold text-ink-950">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600">
                  Open
                  <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            ))}
          </div>
        </>
      ) : (
        <>
          {tasks && tasks.length > 0 && <MyTasks tasks={tasks} admin={false} />}
          {meetings && meetings.length > 0 && <UpcomingMeetings meetings={meetings} admin={false} />}
          <section className="rounded-xl bg-white p-8 text-center shadow-xs ring-1 ring-slate-200">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
              <Sparkles className="size-6" aria-hidden />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink-950">Welcome to the Portal</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">
              Your account has been created. Additional features will be available based on your role.
            </p>
          </section>
        </>
      )}
    </div>
  )
}
