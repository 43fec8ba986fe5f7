import { Building2, Check, KeyRound, Mail, X } from 'lucide-react'

import type { AccessRequestStatus, ApiAccessRequest } from '@shared/contract-types'
import { PageHeader } from '~/components/portal/PageHeader'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { SkeletonRows } from '~/components/ui/skeleton'
import { useToast } from '~/components/ui/toast'
import { formatShortDate } from '~/lib/format'

import { useAccessRequests, useDecideAccessRequest, type Decision } from './api'

const STATUS: Record<AccessRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

/** Pending first (oldest waiting longest on top), then the decided ones, newest first. */
export const orderRequests = (requests: readonly ApiAccessRequest[]) =>
  [...requests].sort((a, b) => {
    if ((a.status === 'pending') !== (b.status === 'pending')) return a.status === 'pending' ? -1 : 1
    const byDate = Date.parse(a.created_at) - Date.parse(b.created_at)
    return a.status === 'pending' ? byDate : -byDate
  })

export function AccessRequestsScreen() {
  const toast = useToast()
  const { data: requests = [], isPending } = useAccessRequests()
  const decide = useDecideAccessRequest()
  const pending = requests.filter((r) => r.status === 'pending').length

  function onDecide(request: ApiAccessRequest, decision: Decision) {
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () =>
          toast.success(
            `Request from ${request.first_name} ${request.last_name} ${decision === 'approve' ? 'approved' : 'rejected'}`,
          ),
        onError: () => toast.error(decision === 'approve' ? 'Error approving request' : 'Error rejecting request'),
      },
    )
  }

  return (
    <>
      <PageHeader
        title="Access Requests"
        subtitle={
          isPending
            ? 'Colleagues asking for a portal account'
            : `${pending} pending ${pending === 1 ? 'request' : 'requests'}`
        }
      />
      {isPending ? (
        <div className="rounded-xl bg-white ring-1 ring-slate-200">
          <SkeletonRows rows={3} />
        </div>
      ) : requests.length === 0 ? (
        <div className="rounded-xl bg-white ring-1 ring-slate-200">
          <EmptyState icon={KeyRound} title="No access requests">
            Requests sent from the login page appear here.
          </EmptyState>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {orderRequests(requests).map((request) => (
            <li
              key={request.id}
              aria-label={`${request.first_name} ${request.last_name}`}
              className="flex flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold text-ink-950">{`${request.first_name} ${request.last_name}`}</h2>
                  <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-slate-600">
                    <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                    <a href={`mailto:${request.email}`} className="truncate hover:text-brand-700 hover:underline">
                      {request.email}
                    </a>
                  </p>
                  {request.company && (
                    <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                      <Building2 className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                      {request.company}
                    </p>
                  )}
                </div>
                <Badge tone={STATUS[request.status].tone} dot>
                  {STATUS[request.status].label}
                </Badge>
              </div>
              <p className="mt-4 flex-1 rounded-lg bg-slate-50 px-4 py-3 text-sm whitespace-pre-line text-slate-700">
                {request.reason}
              </p>
              <div className="mt-4 flex items-center justify-between gap-3">
                <p className="text-xs text-slate-500">Requested {formatShortDate(request.created_at)}</p>
                {request.status === 'pending' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onDecide(request, 'reject')}
                      disabled={decide.isPending}
                    >
                      <X className="size-4" aria-hidden />
                      Reject
                    </Button>
                    <Button size="sm" onClick={() => onDecide(request, 'approve')} disabled={decide.isPending}>
                      <Check className="size-4" aria-hidden />
                      Approve
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
