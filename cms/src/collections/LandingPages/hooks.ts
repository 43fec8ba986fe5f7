import type { CollectionBeforeChangeHook } from 'payload'

import type { LandingPage } from '../../shared/payload-types'

/** Remember who created a landing page, by name, for the portal's Created By column. */
export const recordCreator: CollectionBeforeChangeHook<LandingPage> = ({ data, operation, req }) => {
  if (operation !== 'create' || data.created_by || !req.user || req.user.collection !== 'users') return data
  const { first_name, last_name, email } = req.user
  return { ...data, created_by: [first_name, last_name].filter(Boolean).join(' ') || email }
}
