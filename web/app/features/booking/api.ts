import type { ApiBookedMeeting, ApiSlots } from '@shared/contract-types'
import type { BookingInput } from '@shared/schemas'
import { createApi } from '~/lib/api'
import { readAttribution } from '~/lib/attribution'

const browserApi = createApi()

const path = (token: string) => `/forms/booking/${encodeURIComponent(token)}`

/** GET /api/forms/booking/slots: every slot a visitor may book now (UTC). */
export const fetchSlots = () => browserApi.get<ApiSlots>('/forms/booking/slots')

/**
 * POST /api/forms/booking: a 409 `ApiError` carries the next free slots (`alternatives`). Like every
 * enquiry, it carries the visit's attribution.
 */
export const bookCall = (input: BookingInput) =>
  browserApi.post<ApiBookedMeeting>('/forms/booking', { ...readAttribution(), ...input })

/** PUT /api/forms/booking/:token: the same call, another slot. */
export const moveCall = (token: string, start: string, timezone: string) =>
  browserApi.put<ApiBookedMeeting>(path(token), { start, timezone })
