import { Link } from 'react-router'

import type { Id } from '@shared/contract-types'
import { formatDateTime, formatShortDate } from '~/lib/format'

import { useLeadDetail } from './api'
import { STATUS_LABELS } from './lead-filters'

/** A repeat enquirer: the same e-mail address's other enquiries and its discovery calls; nothing for a first-timer. */
export function RepeatEnquirer({ id }: { id: Id }) {
  const detail = useLeadDetail(id)
  const others = detail.data?.other_enquiries ?? []
  const meetings = detail.data?.meetings ?? []
  if (!others.length && !meetings.length) return null
  return (
    <section aria-labelledby="repeat-enquirer" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="repeat-enquirer" className="text-sm font-semibold text-ink-950">
        Same contact
      </h3>
      {others.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-medium text-slate-500">Other enquiries</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {others.map((lead) => (
              <li key={lead.id}>
                <Link to={`/portal/admin/leads?lead=${lead.id}`} className="font-medium text-brand-700 hover:underline">
                  {formatShortDate(lead.created_at)} · {lead.topic || lead.company}
                </Link>{' '}
                <span className="text-slate-500">({STATUS_LABELS[lead.status]})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {meetings.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-medium text-slate-500">Discovery calls</h4>
          <ul className="mt-1 space-y-1 text-sm text-ink-950">
            {meetings.map((meeting) => (
              <li key={meeting.id}>
                {formatDateTime(meeting.start)} · {meeting.advisor.name || meeting.advisor.email}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
