import type { ApiBookedMeeting } from '@shared/contract-types'
import type { BookingInput } from '@shared/schemas'
import type { FormPost } from '~/lib/form-post'

/** The visitor's side of the booking form (SPEC's contact fields the booking needs). */
export type BookingValues = {
  first_name: string
  last_name: string
  email: string
  company: string
  phone: string
  consent: boolean
  website: string
}

/** The slot as a form without JavaScript sends it: a UK date and time, or one of the offered starts. */
export type SlotValues = { date: string; time: string; start: string }

export const emptyBooking = (prefill: Partial<BookingValues> = {}): BookingValues => ({
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  phone: '',
  consent: false,
  website: '',
  ...prefill,
})

export const emptySlot = (): SlotValues => ({ date: '', time: '', start: '' })

/** The answer of a booking posted without JavaScript: the booked call, or the slots offered instead. */
export type BookingPost = FormPost<BookingValues & SlotValues> & {
  meeting?: ApiBookedMeeting['meeting']
  manage_token?: string
  alternatives?: string[]
  detail?: string
}

/** Where a booking was made: "Discovery call booking - /landing/…". */
export const bookingSource = (path: string) => `Discovery call booking - ${path}`

export const toBookingInput = (
  values: BookingValues,
  slot: { start: string; timezone: string; path: string },
): BookingInput => ({
  start: slot.start,
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  company: values.company.trim(),
  phone: values.phone.trim(),
  timezone: slot.timezone,
  source: bookingSource(slot.path),
  consent: values.consent,
  website: values.website,
})
