import { data, type AppLoadContext } from 'react-router'

import type { ApiBookedMeeting } from '@shared/contract-types'
import { bookingFormSchema } from '@shared/schemas'
import { ApiError } from '~/lib/api'
import { valuesFrom } from '~/lib/form-post'
import { serverApi } from '~/lib/server-api'
import { fieldErrors, hasErrors, type FieldErrors } from '~/lib/validation'

import {
  emptyBooking,
  emptySlot,
  toBookingInput,
  type BookingPost,
  type BookingValues,
  type SlotValues,
} from './booking-form'
import { OFFICE_ZONE, ukTimeToIso } from './slot-days'

const CHOOSE_A_TIME = 'Choose a day and a time for the call'

type Values = BookingValues & SlotValues

const answer = (post: Omit<BookingPost, 'form'>, status = 200) =>
  data({ form: 'booking', ...post } satisfies BookingPost, { status })

/** Whether a page's post is a booking (its own action), without using up the body. */
export async function isBookingPost(request: Request): Promise<boolean> {
  const form = await request.clone().formData()
  return String(form.get('form') ?? '').startsWith('booking')
}

/** A refusal of the contract as the form shows it: the slots offered instead, or the messages. */
function refused(values: Values, error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0)
    return answer({ status: 'failed', values, errors: {} }, 503)
  const errors = Object.fromEntries(
    Object.entries(error.errors).filter(([name]) => name in values),
  ) as FieldErrors<Values>
  return answer(
    {
      status: error.status === 400 ? 'invalid' : 'failed',
      values,
      errors,
      detail: error.detail,
      alternatives: error.alternatives,
    },
    error.status,
  )
}

/**
 * The booking form posted without JavaScript (with it, the widget calls the contract itself): a UK
 * day and time, or one of the slots offered after a clash, then the contract in-process. A move
 * (`booking-move`) sends only the slot, with the token of the booking's link.
 */
export async function postBooking(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const form = await request.formData()
  const values = valuesFrom<Values>({ ...emptyBooking(), ...emptySlot() }, form)
  const start = values.start || ukTimeToIso(values.date, values.time) || ''
  const api = serverApi(context)
  if (form.get('form') === 'booking-move') {
    if (!start) return answer({ status: 'invalid', values, errors: { start: CHOOSE_A_TIME } }, 400)
    const token = String(form.get('token') ?? '')
    try {
      const moved = await api.put<ApiBookedMeeting>(`/forms/booking/${encodeURIComponent(token)}`, {
        start,
        timezone: OFFICE_ZONE,
      })
      return answer({ status: 'sent', values, errors: {}, meeting: moved.meeting, manage_token: moved.manage_token })
    } catch (error) {
      return refused(values, error)
    }
  }
  const errors: FieldErrors<Values> = fieldErrors(bookingFormSchema, values)
  if (!start) errors.start = CHOOSE_A_TIME
  if (hasErrors(errors)) return answer({ status: 'invalid', values, errors }, 400)
  try {
    const booked = await api.post<ApiBookedMeeting>(
      '/forms/booking',
      toBookingInput(values, { start, timezone: OFFICE_ZONE, path: url.pathname }),
    )
    return answer({ status: 'sent', values, errors: {}, meeting: booked.meeting, manage_token: booked.manage_token })
  } catch (error) {
    return refused(values, error)
  }
}

/** Cancels the booking behind a link, posted without JavaScript from its page. */
export async function cancelBooking(context: AppLoadContext, token: string) {
  try {
    await serverApi(context).delete(`/forms/booking/${encodeURIComponent(token)}`)
    return data({ form: 'booking-cancel', status: 'sent' as const })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.detail, { status: 404 })
    throw error
  }
}
