import { data } from 'react-router'

import { landingStatus, loadLanding } from '~/features/landing/landing'
import { LandingView } from '~/pages/LandingView'
import { PreviewMode } from '~/components/PreviewMode'
import { isBookingPost, postBooking } from '~/features/booking/post-booking.server'
import { postEnquiry } from '~/features/contact/post-enquiry.server'
import { isPreview, loadPreviewState, NOINDEX_META, previewInit, withPreviewMeta } from '~/lib/preview'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/landing'

// Checked on the server so an active campaign page renders (and previews) in full; other states
// answer with their HTTP status and the §8 message.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  const result = await loadLanding(api, params.slug, preview)
  const focused = result.state === 'active' && result.layout === 'focused'
  const previewState = await loadPreviewState(preview, result, async () => {
    const published = await loadLanding(api, params.slug)
    return published.state === 'not-found' ? null : published
  })
  return data(
    { result, origin: new URL(request.url).origin, preview, previewState, focused },
    { status: landingStatus(result), ...previewInit(preview) },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** The page's form, posted without JavaScript: an enquiry (features/contact) or a booking (features/booking). */
export const action = async ({ request, context }: Route.ActionArgs) =>
  (await isBookingPost(request)) ? postBooking(request, context) : postEnquiry(request, context)

export const meta: Route.MetaFunction = ({ data: loaded, params }) => {
  const result = loaded?.result
  if (result?.state !== 'active') return [{ title: 'Clearpath B1' }, NOINDEX_META]
  return withPreviewMeta(
    seoMeta(
      { title: result.landing.title, description: result.landing.description, path: `/landing/${params.slug}` },
      loaded?.origin,
    ),
    loaded?.preview,
  )
}

export default function Landing({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      <LandingView key={params.slug} result={loaderData.result} path={`/landing/${params.slug}`} posted={actionData} />
    </>
  )
}
