import { ArrowRight, FileText, Inbox, KeyRound, Sparkles, Users, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiUser } from '@shared/contract-types'
import { isAdminUser, ROLE_LABELS } from '~/lib/roles'

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

/** The dashboard of SPEC §2. `newLeads` is the count of leads with status new (admins only). */
export function DashboardScreen({ user, newLeads }: { user: ApiUser; newLeads?: number }) {
  const admin = isAdminUser(user)
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
        <section className="rounded-xl bg-white p-8 text-center shadow-xs ring-1 ring-slate-200">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
            <Sparkles className="size-6" aria-hidden />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink-950">Welcome to the Portal</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            Your account has been created. Additional features will be available based on your role.
          </p>
        </section>
      )}
    </div>
  )
}
