import { data, type ShouldRevalidateFunction } from 'react-router'

import type { QueryParamsHandle } from '@shared/cache'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { JsonLd } from '~/components/JsonLd'
import { PreviewMode } from '~/components/PreviewMode'
import { fetchFaqs } from '~/features/faqs/api'
import { FaqBrowser } from '~/features/faqs/FaqBrowser'
import { FAQ_QUERY_PARAMS } from '~/features/faqs/filter'
import { island } from '~/islands/island'
import { faqPageJsonLd } from '~/features/faqs/structured-data'
import { orFallback } from '~/lib/fallback'
import { isPreview, previewInit, withPreviewMeta } from '~/lib/preview'
import { featurePageSeo, loadFeaturePage } from '~/pages/feature-page'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/faqs'

const FaqBrowserIsland = island('FaqBrowser', FaqBrowser)

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  // A failed load leaves the list empty (SPEC §8); the API client has logged it. Preview shows the
  // page's words as drafted; the questions are the published ones.
  const [page, faqs] = await Promise.all([
    loadFeaturePage(api, '/faqs', 'faq-search', preview),
    orFallback(fetchFaqs(api), []),
  ])
  return data({ ...page, faqs, origin: new URL(request.url).origin, preview }, previewInit(preview))
}

export const handle: QueryParamsHandle = { queryParams: FAQ_QUERY_PARAMS }

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

// Search and category are applied in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  withPreviewMeta(
    seoMeta(featurePageSeo(loaded?.page, '/faqs', 'Frequently Asked Questions | Clearpath B1'), loaded?.origin),
    loaded?.preview,
  )

/** The words of /faqs are its CMS page; the search and list sit where the page's faq-search block is. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const products = useShellProducts()
  const search = (
    <section className="container-page max-w-4xl py-12 sm:py-16">
      <FaqBrowserIsland faqs={loaderData.faqs} />
    </section>
  )
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      <JsonLd data={faqPageJsonLd(loaderData.faqs)} />
      <BlockRenderer
        blocks={loaderData.blocks}
        data={{ ...loaderData.content, products }}
        slots={{ 'faq-search': search }}
      />
    </>
  )
}
