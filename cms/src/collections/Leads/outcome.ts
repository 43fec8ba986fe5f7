import type { CollectionBeforeChangeHook, Validate } from 'payload'

import { MAX_VALUE_GBP, VALUE_MESSAGE } from '../../shared/constants'
import type { Lead } from '../../shared/payload-types'
import { inTurn, relationId as idOf } from '../shared/relations'

export const REASON_NEEDS_CLOSED = 'Choose a reason only for a won or lost lead'
export const reasonMismatch = (outcome: string) => `Choose a reason for ${outcome} leads`

export const validateValue: Validate = (value) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_VALUE_GBP)
    ? true
    : VALUE_MESSAGE

/** A reason belongs to the outcome it was written for: a won lead cannot be "lost on price". */
export const validateOutcomeReason: Validate = async (value, { req, siblingData }) => {
  const id = idOf(value)
  if (id === null || id === '') return true
  const outcome = (siblingData as Partial<Lead>).outcome ?? 'open'
  if (outcome === 'open') return REASON_NEEDS_CLOSED
  const reason = await inTurn(req, () =>
    req.payload.findByID({
      collection: 'outcome-reasons',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
  )
  return reason?.outcome === outcome ? true : reasonMismatch(outcome)
}

/**
 * `closed_at` follows the outcome on every path: stamped as a lead is won or lost, cleared when it
 * reopens. A reopened lead drops its reason unless the change names another one, which validation
 * (it runs after this hook) then refuses.
 */
export const settleOutcome: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const outcome = data.outcome ?? originalDoc?.outcome ?? 'open'
  if (outcome === 'open') {
    data.closed_at = null
    // Payload hands this hook the stored values merged in: a reason that is still the stored one is old.
    if (idOf(data.outcome_reason) === idOf(originalDoc?.outcome_reason)) data.outcome_reason = null
  } else if (outcome !== originalDoc?.outcome) data.closed_at = new Date().toISOString()
  return data
}
