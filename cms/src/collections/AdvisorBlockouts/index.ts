import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { validateAdvisor } from '../Leads/hooks'
import { isActive, isAdminUser } from '../../shared/roles'

/** Admins manage everyone's block-outs; an active advisor only their own. */
const ownOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isActive(req.user) && req.user?.id !== undefined) return { advisor: { equals: req.user.id } }
  return false
}
const signedIn: Access = ({ req }) => isActive(req.user)

const END_BEFORE_START = 'The end must be after the start'
const TOO_LONG = 'A block-out can last at most 90 days'
const MAX_MS = 90 * 24 * 60 * 60 * 1000

/** A staff member who is not an admin blocks out their own time only, whatever they send. */
const ownAdvisor: CollectionBeforeValidateHook = ({ data, req }) => {
  if (data && req.user && !isAdminUser(req.user)) data.advisor = req.user.id
  return data
}

const validateEnd = (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) => {
  if (!value || !siblingData.start) return true
  const span = new Date(value as string).getTime() - new Date(siblingData.start as string).getTime()
  if (!(span > 0)) return END_BEFORE_START
  return span <= MAX_MS || TOO_LONG
}

/** Time an advisor is away (leave, other meetings): no discovery call is offered then. */
export const AdvisorBlockouts: CollectionConfig = {
  slug: 'advisor-blockouts',
  labels: { singular: 'Advisor block-out', plural: 'Advisor block-outs' },
  admin: { useAsTitle: 'note', defaultColumns: ['advisor', 'start', 'end', 'note'], group: 'Enquiries' },
  defaultSort: 'start',
  access: { read: ownOrAdmin, create: signedIn, update: ownOrAdmin, delete: ownOrAdmin },
  hooks: { beforeValidate: [ownAdvisor] },
  fields: [
    {
      name: 'advisor',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      validate: validateAdvisor,
    },
    { name: 'start', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'end',
      type: 'date',
      required: true,
      validate: validateEnd,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
}
