import { data, Link } from 'react-router'

import type { ApiBookedMeeting } from '@shared/contract-types'
import { SuccessPanel } from '~/components/ui/form-feedback'
import { Button } from '~/components/ui/button'
import { BookingWidget } from '~/features/booking/BookingWidget'
import type { BookingPost } from '~/features/booking/booking-form'
import { cancelBooking, postBooking } from '~/features/booking/post-booking.server'
import { formatMeeting } from '~/features/booking/slot-days'
import { island } from '~/islands/island'
import { ApiError } from '~/lib/api'
import { postFor } from '~/lib/public-form'
import { NOINDEX_META } from '~/lib/preview'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/booking'

const BookingIsland = island('BookingWidget', BookingWidget)

// The link in the invitation is the only key to the booking: never cached, never indexed.
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { meeting } = await serverApi(context).get<Pick<ApiBookedMeeting, 'meeting'>>(
      `/forms/booking/${encodeURIComponent(params.token)}`,
    )
    return data({ meeting, token: params.token, detail: '' }, { headers: PRIVATE })
  } catch (error) {
    // Also right after a cancellation, whose page then says so (the action's answer).
    if (error instanceof ApiError && error.status === 404)
      return data({ meeting: null, token: params.token, detail: error.detail }, { status: 404, headers: PRIVATE })
    throw error
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** Moving (the widget's form) or cancelling, posted without JavaScript. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('form') === 'booking-cancel') return cancelBooking(context, params.token)
  return postBooking(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Your discovery call | Clearpath B1' }, NOINDEX_META]

/** The page behind the invitation's link: the call, a form to move it, and a button to cancel it. */
export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { meeting, token, detail } = loaderData
  if (postFor(actionData, 'booking-cancel')) {
    return (
      <section className="container-page max-w-2xl py-16">
        <SuccessPanel title="Your call is cancelled">
          <p className="mt-3 text-slate-700">We have let your advisor know. You are welcome to book another time.</p>
          <p className="mt-6">
            <Link to="/book" className="font-semibold text-brand-600 hover:underline">
              Book another time
            </Link>
          </p>
        </SuccessPanel>
      </section>
    )
  }
  if (!meeting) return <BookingNotFound detail={detail} />
  return (
    <section className="container-page max-w-3xl space-y-10 py-16">
      <div>
        <h1 className="text-3xl font-bold text-ink-950">Your discovery call</h1>
        <p className="mt-4 text-lg text-slate-700">
          <strong>{formatMeeting(meeting.start, meeting.timezone)}</strong> with {meeting.advisor_name}, for 30 minutes.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Booked for {meeting.first_name} at {meeting.company}; the invitation went to {meeting.email}.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
        <h2 className="text-xl font-semibold text-ink-950">Choose another time</h2>
        <div className="mt-4">
          <BookingIsland manageToken={token} posted={postFor(actionData, 'booking') as BookingPost | undefined} />
        </div>
      </div>
      <form method="post" className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
        <input type="hidden" name="form" value="booking-cancel" />
        <h2 className="text-xl font-semibold text-ink-950">Can't make it?</h2>
        <p className="mt-2 text-slate-700">Cancelling frees the slot and tells your advisor.</p>
        <Button type="submit" variant="danger" className="mt-4">
          Cancel the call
        </Button>
      </form>
    </section>
  )
}

function BookingNotFound({ detail }: { detail: string }) {
  return (
    <section className="container-page max-w-2xl py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-950">Booking not found</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      <p className="mt-6">
        <Link to="/book" className="font-semibold text-brand-600 hover:underline">
          Book a discovery call
        </Link>
      </p>
    </section>
  )
}
