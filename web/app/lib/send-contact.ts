import type { ContactInput } from '@shared/contract-types'
import { createApi } from '~/lib/api'
import { readAttribution } from '~/lib/attribution'

const browserApi = createApi()

/** POST /api/forms/contact: only success or failure is read (SPEC §7). Every enquiry carries the visit's attribution. */
export const sendContact = (input: ContactInput) =>
  browserApi.post<{ success: true }>('/forms/contact', { ...readAttribution(), ...input })
