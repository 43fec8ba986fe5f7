import type { ShouldRevalidateFunction } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { JsonLd } from '~/components/JsonLd'
import { fetchFaqs } from '~/features/faqs/api'
import { FaqBrowser } from '~/features/faqs/FaqBrowser'
import { faqPageJsonLd } from '~/features/faqs/structured-data'
import { orFallback } from '~/lib/fallback'
import { featurePageSeo, loadFeaturePage } from '~/lib/feature-page'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/faqs'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  // A failed load leaves the list empty (SPEC §8); the API client has logged it.
  const [page, faqs] = await Promise.all([loadFeaturePage(api, '/faqs', 'faq-search'), orFallback(fetchFaqs(api), [])])
  return { ...page, faqs, origin: new URL(request.url).origin }
}

// Search and category are applied in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(featurePageSeo(data?.page, '/faqs', 'Frequently Asked Questions | Clearpath B1'), data?.origin)

/** The words of /faqs are its CMS page; the search and list sit where the page's faq-search block is. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const products = useShellProducts()
  const search = (
    <section className="container-page max-w-4xl py-12 sm:py-16">
      <FaqBrowser faqs={loaderData.faqs} />
    </section>
  )
  return (
    <>
      <JsonLd data={faqPageJsonLd(loaderData.faqs)} />
      <BlockRenderer
        blocks={loaderData.blocks}
        data={{ ...loaderData.content, products }}
        slots={{ 'faq-search': search }}
      />
    </>
  )
}
