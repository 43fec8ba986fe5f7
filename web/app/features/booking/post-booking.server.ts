import { parseWithZod } from '@conform-to/zod/v4'
import type { Submission } from '@conform-to/react'
import { data, type AppLoadContext } from 'react-router'

import type { ApiBookedMeeting } from '@shared/contract-types'
import { bookingFormSchema, type BookingForm } from '@shared/schemas'
import { ApiError } from '~/lib/api'
import { refusedFields } from '~/lib/api-errors'
import { serverApi } from '~/lib/server-api'

import { toBookingInput, type BookingPost } from './booking-form'
import { OFFICE_ZONE, ukTimeToIso } from './slot-days'

const CHOOSE_A_TIME = 'Choose a day and a time for the call'

const answer = (post: Omit<BookingPost, 'form'>, status = 200) =>
  data({ form: 'booking', ...post } satisfies BookingPost, { status })

/** Whether a page's post is a booking (its own action), without using up the body. */
export async function isBookingPost(request: Request): Promise<boolean> {
  const form = await request.clone().formData()
  return String(form.get('form') ?? '').startsWith('booking')
}

/** A refusal of the contract as the form shows it: the slots offered instead, or the messages. */
function refused(submission: Submission<unknown, string[], unknown>, error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0)
    return answer({ status: 'failed', result: submission.reply() }, 503)
  return answer(
    {
      status: error.status === 400 ? 'invalid' : 'failed',
      result: submission.reply({ fieldErrors: refusedFields(error, submission.payload) }),
      detail: error.detail,
      alternatives: error.alternatives,
      slotError: error.errors.start,
    },
    error.status,
  )
}

/**
 * The booking form posted without JavaScript (with it, the widget calls the contract itself): a UK
 * day and time, or one of the slots offered after a clash, checked with the browser's schema, then the
 * contract in-process. A move (`booking-move`) sends only the slot, with the token of the booking's link.
 */
export async function postBooking(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const form = await request.formData()
  const text = (name: string) => String(form.get(name) ?? '')
  const start = text('start') || ukTimeToIso(text('date'), text('time')) || ''
  const slotError = start ? undefined : CHOOSE_A_TIME
  const api = serverApi(context)
  const move = form.get('form') === 'booking-move'
  const submission = parseWithZod(form, { schema: move ? bookingFormSchema.partial() : bookingFormSchema })
  if (submission.status !== 'success' || slotError)
    return answer({ status: 'invalid', result: submission.reply(), slotError }, 400)
  try {
    const done = move
      ? await api.put<ApiBookedMeeting>(`/forms/booking/${encodeURIComponent(text('token'))}`, {
          start,
          timezone: OFFICE_ZONE,
        })
      : await api.post<ApiBookedMeeting>(
          '/forms/booking',
          toBookingInput(submission.value as BookingForm, {
            start,
            timezone: OFFICE_ZONE,
            path: url.pathname,
          }),
        )
    return answer({
      status: 'sent',
      result: submission.reply(),
      meeting: done.meeting,
      manage_token: done.manage_token,
    })
  } catch (error) {
    return refused(submission, error)
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
