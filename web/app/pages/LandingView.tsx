import { AlertCircle } from 'lucide-react'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { EnquiryFormBlockCard } from '~/blocks/EnquiryForm'
import { emptyBlockData } from '~/blocks/block-data'
import { ButtonLink } from '~/components/ui/button'
import { BookingSection } from '~/pages/BookingSection'
import { linksToBooking } from '~/features/booking/placement'

import { campaignBlocks } from './campaign'
import { LANDING_MESSAGES, type LandingResult } from '~/features/landing/landing'

/** The loader's result: the template's blocks, or the §8 message. `path` picks the hero's page-type art. */
export function LandingView({
  result,
  path = '/landing/',
  posted,
}: {
  result: LandingResult
  path?: string
  /** The answer to the page's form posted without JavaScript. */
  posted?: unknown
}) {
  if (result.state !== 'active') return <LandingMessage message={LANDING_MESSAGES[result.state]} />
  if (result.blocks.length === 0) return <LandingMessage message={LANDING_MESSAGES.unconfigured} />
  const data = { ...emptyBlockData(path), posted }
  // A button set to "#book" books on the page itself.
  const booking = linksToBooking(result.blocks) ? <BookingSection posted={posted} /> : null
  if (result.layout === 'focused') {
    const { blocks, form } = campaignBlocks(result.blocks)
    return (
      <>
        <BlockRenderer
          blocks={blocks}
          data={data}
          heroAside={form ? <EnquiryFormBlockCard block={form} compact /> : undefined}
        />
        {booking}
      </>
    )
  }
  return (
    <>
      <BlockRenderer blocks={result.blocks} data={data} />
      {booking}
    </>
  )
}

function LandingMessage({ message }: { message: string }) {
  return (
    <div className="container-page flex flex-col items-center py-28 text-center">
      <AlertCircle aria-hidden className="size-12 text-slate-400" />
      <h1 className="mt-6 text-2xl font-bold text-ink-950 sm:text-3xl">{message}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The campaign you followed may have ended. Our main site has everything this page covered.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </div>
  )
}
