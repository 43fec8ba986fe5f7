import type { ContactInput } from '@shared/contract-types'
import { createApi } from '~/lib/api'

const browserApi = createApi()

/** POST /api/forms/contact: only success or failure is read (SPEC §7). */
export const sendContact = (input: ContactInput) => browserApi.post<{ success: true }>('/forms/contact', input)
