import { data } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { loadPageContent } from '~/blocks/page-content'
import { PreviewMode } from '~/components/PreviewMode'
import { BookingSection } from '~/pages/BookingSection'
import { postBooking } from '~/features/booking/post-booking.server'
import { featurePageSeo } from '~/pages/feature-page'
import { fetchPage } from '~/lib/pages'
import { isPreview, loadPreviewState, previewInit, withPreviewMeta } from '~/lib/preview'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/book'

/** /book: the words of its `pages` document around the slot picker (which follows the hero). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  const page = await fetchPage(api, '/book', preview).catch(() => null)
  const blocks = page?.blocks ?? []
  const [content, previewState] = await Promise.all([
    loadPageContent(api, blocks, '/book', preview),
    loadPreviewState(preview && !!page, page, () => fetchPage(api, '/book')),
  ])
  return data(
    { page, blocks, content, origin: new URL(request.url).origin, preview, previewState },
    previewInit(preview),
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** The booking posted without JavaScript (features/booking/post-booking.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => postBooking(request, context)

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  withPreviewMeta(
    seoMeta(featurePageSeo(loaded?.page, '/book', 'Book a discovery call | Clearpath B1'), loaded?.origin),
    loaded?.preview,
  )

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const products = useShellProducts()
  const { blocks, content } = loaderData
  const data = { ...content, products }
  const [hero, ...rest] = blocks
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      {hero && <BlockRenderer blocks={[hero]} data={data} />}
      <BookingSection heading="Choose a time that suits you" posted={actionData} />
      <BlockRenderer blocks={rest} data={data} />
    </>
  )
}
