import { Section } from '~/blocks/ui/Section'
import { island } from '~/islands/island'
import { postFor } from '~/lib/public-form'

import { BookingWidget } from '~/features/booking/BookingWidget'
import type { BookingPost } from '~/features/booking/booking-form'
import { BOOKING_ANCHOR } from '~/features/booking/placement'

const BookingIsland = island('BookingWidget', BookingWidget)

/**
 * A discovery call booked on the page it sits on (the campaign page, /book): the slot picker and
 * the form, under `#book`, so a button linking there books in place.
 */
export function BookingSection({
  heading = 'Book your discovery call',
  intro = 'Pick a free half hour and one of our consultants calls you: how your business runs today, where the friction is, and honest next steps.',
  posted,
}: {
  heading?: string
  intro?: string
  /** The answer of the page's action to a booking posted without JavaScript. */
  posted?: unknown
}) {
  return (
    <Section anchor={BOOKING_ANCHOR} tight>
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 className="text-2xl font-bold text-ink-950 sm:text-3xl">{heading}</h2>
          <p className="mt-4 leading-7 text-slate-700">{intro}</p>
          <p className="mt-6 text-sm text-slate-600">30 minutes • No obligations • Calendar invitation by e-mail</p>
        </div>
        <BookingIsland posted={postFor(posted, 'booking') as BookingPost | undefined} />
      </div>
    </Section>
  )
}
