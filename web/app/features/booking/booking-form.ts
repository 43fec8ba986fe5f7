import type { ApiBookedMeeting } from '@shared/contract-types'
import type { BookingForm, BookingInput } from '@shared/schemas'
import type { FormPost } from '~/lib/public-form'

/** The answer of a booking posted without JavaScript: the booked call, or the slots offered instead. */
export type BookingPost = FormPost & {
  meeting?: ApiBookedMeeting['meeting']
  manage_token?: string
  alternatives?: string[]
  detail?: string
  /** The message when no slot was chosen (the slot is outside the form's schema). */
  slotError?: string
}

/** Where a booking was made: "Discovery call booking - /landing/…". */
export const bookingSource = (path: string) => `Discovery call booking - ${path}`

/** The booking request from the form's parsed (trimmed) values, `bookingFormSchema`, and the slot. */
export const toBookingInput = (
  values: BookingForm,
  slot: { start: string; timezone: string; path: string },
): BookingInput => ({
  ...values,
  start: slot.start,
  timezone: slot.timezone,
  source: bookingSource(slot.path),
})
