import { Pencil, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { ApiLead, LeadOutcome, LeadStatus } from '@shared/contract-types'
import { LEAD_OUTCOME, LEAD_STATUS } from '@shared/constants'
import { phoneLink } from '@shared/phone'
import { leadAssignSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { ConfirmDialog, Dialog } from '~/components/ui/dialog'
import { SelectField, TextField } from '~/components/ui/field'
import { readableUrl } from '~/lib/readable-url'
import { useToast } from '~/components/ui/toast'
import { formatDateTime, formatPence, formatPounds } from '~/lib/format'
import { usePortalForm } from '~/lib/portal-form'

import { useAssignLead, useDeleteLead, useOutcomeReasons } from './api'
import { messageBody } from './lead-message'
import { LeadStatusBadge } from './LeadStatusBadge'
import { LeadTasks } from './LeadTasks'
import { RepeatEnquirer } from './RepeatEnquirer'
import { LeadTimeline } from './LeadTimeline'
import { OUTCOME_LABELS, STATUS_LABELS } from '~/lib/lead-status'

import { advisorName, DEFAULT_SOURCE, type Advisor } from './lead-filters'

type Props = { lead: ApiLead | null; advisors: Advisor[]; onClose: () => void }

/** The Lead Details panel: read, then Edit (advisor and status) or Delete. */
export function LeadDetails({ lead, advisors, onClose }: Props) {
  return (
    <Dialog
      open={lead !== null}
      onClose={onClose}
      variant="drawer"
      title="Lead Details"
      description={lead ? `${lead.first_name} ${lead.last_name} · ${lead.company}` : undefined}
    >
      {/* Keyed so that opening another lead starts out of edit mode. */}
      {lead && <LeadBody key={lead.id} lead={lead} advisors={advisors} onClose={onClose} />}
    </Dialog>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink-950">{children}</dd>
    </div>
  )
}

function LeadBody({ lead, advisors, onClose }: { lead: ApiLead; advisors: Advisor[]; onClose: () => void }) {
  const toast = useToast()
  const assign = useAssignLead()
  const remove = useDeleteLead()
  const [editing, setEditing] = useState(false)
  const [assignedTo, setAssignedTo] = useState(lead.assigned_to)
  const [status, setStatus] = useState<LeadStatus>(lead.status)
  const [outcome, setOutcome] = useState<LeadOutcome>(lead.outcome)
  const [reason, setReason] = useState(lead.outcome_reason ? String(lead.outcome_reason.id) : '')
  const reasons = useOutcomeReasons()
  const reasonsForOutcome = (reasons.data ?? []).filter((r) => r.outcome === outcome)
  const [confirmDelete, setConfirmDelete] = useState(false)
  // Save and Cancel unmount as edit mode ends (keyed, so React never recycles one as another button);
  // focus moves to Edit instead of dropping to the page body, where Escape would not reach the drawer.
  const editButton = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  useEffect(() => {
    if (editing || !refocus.current) return
    refocus.current = false
    editButton.current?.focus()
  }, [editing])

  function stopEditing() {
    refocus.current = true
    setEditing(false)
  }
  // Someone assigned earlier who no longer has a job role stays selectable, so saving never drops them.
  const options =
    lead.assigned_to && !advisors.some((a) => a.email === lead.assigned_to)
      ? [...advisors, { email: lead.assigned_to, name: lead.assigned_to, jobRole: '' }]
      : advisors

  function startEditing() {
    setAssignedTo(lead.assigned_to)
    setStatus(lead.status)
    setOutcome(lead.outcome)
    setReason(lead.outcome_reason ? String(lead.outcome_reason.id) : '')
    setEditing(true)
  }

  // The edit fields sit in the details list and Save in the footer: they belong to this form by its id.
  const { form, fields } = usePortalForm({
    schema: leadAssignSchema,
    send: async (value) => {
      const outcome_reason =
        outcome === 'open' ? null : (reasonsForOutcome.find((r) => String(r.id) === reason)?.id ?? null)
      try {
        // Every field is on the form: an empty one (posted as absent) clears, it does not keep.
        await assign.mutateAsync({
          id: lead.id,
          assigned_to: value.assigned_to ?? '',
          status,
          value_gbp: value.value_gbp ?? null,
          outcome,
          outcome_reason,
        })
        toast.success('Lead updated')
        stopEditing()
      } catch {
        toast.error('Error saving lead')
      }
    },
  })

  function destroy() {
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast.success('Lead deleted')
        setConfirmDelete(false)
        onClose()
      },
      onError: () => {
        toast.error('Error deleting lead')
        setConfirmDelete(false)
      },
    })
  }

  return (
    <div className="flex h-full flex-col">
      <dl className="divide-y divide-slate-100">
        <Row label="Email">
          <a href={`mailto:${lead.email}`} className="font-medium text-brand-600 hover:underline">
            {lead.email}
          </a>
        </Row>
        <Row label="Phone">
          {lead.phone ? <Phone typed={lead.phone} /> : <span className="text-slate-500">Not provided</span>}
        </Row>
        <Row label="Company">{lead.company}</Row>
        {lead.role && <Row label="Role">{lead.role}</Row>}
        <Row label="Topic">{lead.topic || '—'}</Row>
        <Row label="Source">{lead.source || DEFAULT_SOURCE}</Row>
        <Row label="Created">{formatDateTime(lead.created_at)}</Row>
        <Row label="Reply due">
          {formatDateTime(lead.due_at)}
          {lead.overdue && (
            <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Overdue</span>
          )}
        </Row>
        {lead.first_contacted_at && <Row label="First contacted">{formatDateTime(lead.first_contacted_at)}</Row>}
        {(lead.utm_source || lead.utm_medium || lead.utm_campaign) && (
          <Row label="Campaign">
            {[lead.utm_source, lead.utm_medium, lead.utm_campaign].map((v) => v || '—').join(' / ')}
          </Row>
        )}
        {lead.landing_page && (
          <Row label="Landing page">
            <span className="break-all">{readableUrl(lead.landing_page)}</span>
          </Row>
        )}
        {lead.quote && (
          <Row label="Estimate">
            {lead.quote.hours} hours over {lead.quote.term_months} months · Suggested bundle:{' '}
            {lead.quote.suggested_bundle} · {formatPounds(lead.quote.subscription_monthly)} a month at{' '}
            {formatPence(lead.quote.effective_rate)}/h ({lead.quote.discount_percent}% discount; pay as you go{' '}
            {formatPounds(lead.quote.payg_monthly)} a month)
          </Row>
        )}
        {editing ? (
          <div className="grid gap-4 py-4 sm:grid-cols-2">
            <SelectField
              label="Solutions Advisor"
              name="assigned_to"
              form={form.id}
              value={assignedTo}
              onChange={(e) => setAssignedTo(e.target.value)}
            >
              <option value="">Unassigned</option>
              {options.map((advisor) => (
                <option key={advisor.email} value={advisor.email}>
                  {advisor.jobRole ? `${advisor.name} (${advisor.jobRole})` : advisor.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Status"
              name="status"
              form={form.id}
              value={status}
              onChange={(e) => setStatus(e.target.value as LeadStatus)}
            >
              {LEAD_STATUS.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Estimated value (£)"
              inputMode="numeric"
              name={fields.value_gbp.name}
              form={form.id}
              defaultValue={lead.value_gbp === null ? '' : String(lead.value_gbp)}
              error={fields.value_gbp.errors?.[0]}
              hint="Whole pounds"
            />
            <SelectField
              label="Outcome"
              value={outcome}
              onChange={(e) => {
                setOutcome(e.target.value as LeadOutcome)
                setReason('')
              }}
            >
              {LEAD_OUTCOME.map((value) => (
                <option key={value} value={value}>
                  {OUTCOME_LABELS[value]}
                </option>
              ))}
            </SelectField>
            {outcome !== 'open' && (
              <SelectField
                label={outcome === 'won' ? 'Why it was won' : 'Why it was lost'}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              >
                <option value="">No reason given</option>
                {reasonsForOutcome.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        ) : (
          <>
            <Row label="Solutions Advisor">
              {lead.assigned_to ? (
                advisorName(lead.assigned_to, advisors)
              ) : (
                <span className="text-slate-500">Unassigned</span>
              )}
            </Row>
            <Row label="Status">
              <LeadStatusBadge status={lead.status} />
            </Row>
            <Row label="Estimated value">
              {lead.value_gbp === null ? (
                <span className="text-slate-500">Not estimated</span>
              ) : (
                formatPounds(lead.value_gbp)
              )}
            </Row>
            <Row label="Outcome">
              {OUTCOME_LABELS[lead.outcome]}
              {lead.outcome_reason && <span className="text-slate-600"> · {lead.outcome_reason.name}</span>}
              {lead.closed_at && <span className="text-slate-500"> · {formatDateTime(lead.closed_at)}</span>}
            </Row>
          </>
        )}
      </dl>
      <form id={form.id} onSubmit={form.onSubmit} noValidate hidden />
      <div className="mt-4">
        <h3 className="text-sm font-medium text-slate-500">Message</h3>
        <p className="mt-2 rounded-lg bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-line text-ink-950 ring-1 ring-slate-100">
          {messageBody(lead) || lead.message}
        </p>
      </div>
      <RepeatEnquirer id={lead.id} />
      <LeadTasks id={lead.id} advisors={advisors} />
      <LeadTimeline id={lead.id} />

      <div className="mt-auto flex flex-wrap justify-end gap-3 pt-6">
        {editing ? (
          <>
            <Button key="cancel" variant="secondary" onClick={stopEditing}>
              Cancel
            </Button>
            <Button key="save" type="submit" form={form.id} disabled={assign.isPending}>
              {assign.isPending ? 'Saving...' : 'Save'}
            </Button>
          </>
        ) : (
          <>
            <Button
              key="delete"
              variant="secondary"
              onClick={() => setConfirmDelete(true)}
              className="text-red-600 hover:border-red-300 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
            <Button key="edit" ref={editButton} onClick={startEditing}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        tone="danger"
        title="Delete Lead?"
        message={
          <>
            The lead from <strong>{`${lead.first_name} ${lead.last_name}`}</strong> at <strong>{lead.company}</strong>{' '}
            will be deleted. This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={destroy}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  )
}

/** A lead's phone in the national format, dialled in E.164; shown as typed when it can't be dialled. */
function Phone({ typed }: { typed: string }) {
  const { text, href } = phoneLink(typed)
  return href ? (
    <a href={href} className="font-medium text-brand-600 hover:underline">
      {text}
    </a>
  ) : (
    <>{text}</>
  )
}
