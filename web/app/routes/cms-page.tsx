import { data, isRouteErrorResponse, redirect } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { JsonLd } from '~/components/JsonLd'
import { NotFound } from '~/components/NotFound'
import { loadPageContent } from '~/blocks/page-content'
import { PreviewMode } from '~/components/PreviewMode'
import { isBookingPost, postBooking } from '~/features/booking/post-booking.server'
import { postEnquiry } from '~/features/contact/post-enquiry.server'
import { fetchPage, normalisePath } from '~/lib/pages'
import { isPreview, loadPreviewState, previewInit, withPreviewMeta } from '~/lib/preview'
import { findRedirect } from '~/lib/redirects'
import { pageSeo, seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts, useShellSettings } from '~/lib/shell'
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '~/lib/structured-data'

import type { Route } from './+types/cms-page'

/** Any marketing path: its `pages` document, else a permanent redirect from the `redirects` global, else 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const path = normalisePath(url.pathname)
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  const page = await fetchPage(api, path, preview)
  if (!page) {
    const target = await findRedirect(api, path)
    if (target) throw redirect(target, 301)
    throw data(null, { status: 404 })
  }
  const [content, previewState] = await Promise.all([
    loadPageContent(api, page.blocks, path, preview),
    loadPreviewState(preview, page, () => fetchPage(api, path)),
  ])
  return data({ page, content, origin: url.origin, preview, previewState }, previewInit(preview))
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** The page's form, posted without JavaScript: an enquiry (features/contact) or a booking (features/booking). */
export const action = async ({ request, context }: Route.ActionArgs) =>
  (await isBookingPost(request)) ? postBooking(request, context) : postEnquiry(request, context)

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? withPreviewMeta(seoMeta(pageSeo(loaded.page), loaded.origin), loaded.preview)
    : [{ title: 'Page not found | Clearpath B1' }]

export default function CmsPage({ loaderData, actionData }: Route.ComponentProps) {
  // Product grids show the extensions the layout already sent, so no page carries them twice.
  const products = useShellProducts()
  const settings = useShellSettings()
  const { page, origin } = loaderData
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      {/* The hero holds the page's one h1; a page an editor built without one still needs its title. */}
      {!page.blocks?.some((block) => block.blockType === 'hero') && <h1 className="sr-only">{page.title}</h1>}
      {page.path === '/' ? (
        <>
          {settings && <JsonLd data={organizationJsonLd(settings, origin)} />}
          <JsonLd data={websiteJsonLd(origin)} />
        </>
      ) : (
        <JsonLd data={breadcrumbJsonLd(page.path, page.title, origin)} />
      )}
      <BlockRenderer blocks={page.blocks} data={{ ...loaderData.content, products, posted: actionData }} />
    </>
  )
}

/** A missing page keeps the site header and footer around the 404 message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
