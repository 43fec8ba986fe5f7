import type { LeadStatus } from '@shared/contract-types'
import { Badge, type BadgeTone } from '~/components/ui/badge'

import { STATUS_LABELS } from '~/lib/lead-status'

const TONES: Record<LeadStatus, BadgeTone> = { new: 'brand', contacted: 'warning', qualified: 'success' }

export const LeadStatusBadge = ({ status }: { status: LeadStatus }) => (
  <Badge tone={TONES[status]} dot>
    {STATUS_LABELS[status]}
  </Badge>
)
