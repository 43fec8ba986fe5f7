import { useState } from 'react'
import { Link } from 'react-router'

import type { Id } from '@shared/contract-types'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { detailOr } from '~/lib/api-errors'
import { formatDateTime, formatShortDate } from '~/lib/format'

import { useLeadDetail, useLeads, useMergeContact } from './api'
import { STATUS_LABELS } from '~/lib/lead-status'

/** The same person under another address: pick their enquiry and merge the two contacts. */
function MergeContact({ id, exclude }: { id: Id; exclude: Set<string> }) {
  const leads = useLeads()
  const merge = useMergeContact(id)
  const toast = useToast()
  const [into, setInto] = useState('')
  const [confirming, setConfirming] = useState(false)
  const choices = (leads.data ?? []).filter((lead) => !exclude.has(String(lead.id)))
  const chosen = choices.find((lead) => String(lead.id) === into)
  if (!choices.length) return null
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <SelectField
        label="Same person as"
        value={into}
        onChange={(e) => setInto(e.target.value)}
        className="min-w-0 flex-1"
      >
        <option value="">Choose an enquiry</option>
        {choices.map((lead) => (
          <option key={lead.id} value={String(lead.id)}>
            {lead.company} · {`${lead.first_name} ${lead.last_name}`.trim()} ({lead.email})
          </option>
        ))}
      </SelectField>
      <Button size="sm" variant="secondary" disabled={!chosen} onClick={() => setConfirming(true)}>
        Merge contacts
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Merge contacts?"
        message={
          chosen ? (
            <>
              Every enquiry of this contact joins <strong>{chosen.email}</strong>. The timeline of each records it.
            </>
          ) : null
        }
        confirmLabel="Merge"
        busy={merge.isPending}
        onConfirm={() =>
          merge.mutate(chosen!.id, {
            onSuccess: () => {
              toast.success('Contacts merged')
              setConfirming(false)
              setInto('')
            },
            onError: (error) => {
              toast.error(detailOr(error, 'Error merging contacts'))
              setConfirming(false)
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}

/** A repeat enquirer: the same contact's other enquiries and discovery calls, and merging with another contact. */
export function RepeatEnquirer({ id }: { id: Id }) {
  const detail = useLeadDetail(id)
  const others = detail.data?.other_enquiries ?? []
  const meetings = detail.data?.meetings ?? []
  const exclude = new Set([String(id), ...others.map((lead) => String(lead.id))])
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
      {!others.length && !meetings.length && <p className="mt-2 text-sm text-slate-500">No other enquiries.</p>}
      <MergeContact id={id} exclude={exclude} />
    </section>
  )
}
