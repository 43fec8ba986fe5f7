import { useSearchParams } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { topicFromQuery } from '~/features/contact/contact-form'
import { ContactForm } from '~/features/contact/ContactForm'
import { quoteFromParams } from '~/features/service-hours/estimate'
import { featurePageSeo, loadFeaturePage } from '~/lib/feature-page'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/contact'

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadFeaturePage(serverApi(context), '/contact', 'contact-form')),
    origin: new URL(request.url).origin,
  }
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(featurePageSeo(data?.page, '/contact', 'Contact us | Clearpath B1'), data?.origin)

/** The words of /contact are its CMS page; the form sits where the page's contact-form block is. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const products = useShellProducts()
  const [params] = useSearchParams()
  const initialTopic = topicFromQuery(params.get('topic'))
  const quote = quoteFromParams(params)
  const block = loaderData.blocks.find((b) => b.blockType === 'contact-form')
  const copy =
    block?.blockType === 'contact-form'
      ? {
          supportBannerTitle: block.support_banner_title,
          supportBannerText: block.support_banner_text,
          thankYouText: block.thank_you_text,
        }
      : undefined
  const form = (
    <ContactForm
      key={`${initialTopic}-${quote?.hours}-${quote?.term_months}`}
      initialTopic={initialTopic}
      quote={quote}
      serviceDeskPhone={loaderData.content.settings?.phone}
      copy={copy}
    />
  )
  return (
    <BlockRenderer
      blocks={loaderData.blocks}
      data={{ ...loaderData.content, products }}
      slots={{ 'contact-form': form }}
    />
  )
}
