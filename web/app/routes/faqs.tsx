import type { ShouldRevalidateFunction } from 'react-router'

import { JsonLd } from '~/components/JsonLd'
import { fetchFaqs } from '~/features/faqs/api'
import { FaqPage } from '~/features/faqs/FaqPage'
import { faqPageJsonLd } from '~/features/faqs/structured-data'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/faqs'

export async function loader({ request, context }: Route.LoaderArgs) {
  // A failed load leaves the list empty (SPEC §8); the API client has logged it.
  const faqs = await fetchFaqs(serverApi(context)).catch(() => [])
  return { faqs, origin: new URL(request.url).origin }
}

// Search and category are applied in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(
    {
      title: 'Frequently Asked Questions | Clearpath B1',
      description: 'Answers about SAP Business One licensing, implementation, cloud hosting, support and working with Clearpath B1.',
      path: '/faqs',
    },
    data?.origin,
  )

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={faqPageJsonLd(loaderData.faqs)} />
      <FaqPage faqs={loaderData.faqs} />
    </>
  )
}
