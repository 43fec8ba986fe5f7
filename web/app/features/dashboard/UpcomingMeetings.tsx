import { CalendarClock } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiMeeting } from '@shared/contract-types'
import { formatDateTime } from '~/lib/format'

/** The discovery calls visitors booked, soonest first; admins open the lead from each. */
export function UpcomingMeetings({ meetings, admin }: { meetings: ApiMeeting[]; admin: boolean }) {
  return (
    <section
      aria-labelledby="upcoming-meetings"
      className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="upcoming-meetings" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <CalendarClock className="size-5 text-brand-600" aria-hidden />
        Upcoming discovery calls
      </h2>
      {meetings.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No calls booked yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {meetings.slice(0, 8).map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-semibold text-ink-950 tabular-nums">{formatDateTime(m.start)}</span>{' '}
                <span className="text-slate-700">
                  {admin ? (
                    <Link
                      to={`/portal/admin/leads?lead=${m.lead_id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {m.company || m.visitor_name}
                    </Link>
                  ) : (
                    m.company || m.visitor_name
                  )}{' '}
                  · {m.visitor_name}
                </span>
              </span>
              <span className="text-slate-500">{m.advisor.name || m.advisor.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
