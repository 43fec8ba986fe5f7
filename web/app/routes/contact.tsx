import { data, useSearchParams } from 'react-router'

import type { QueryParamsHandle } from '@shared/cache'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { CONTACT_FORM_ANCHOR } from '~/components/ui/form-feedback'
import { PreviewMode } from '~/components/PreviewMode'
import { topicFromQuery } from '~/features/contact/contact-form'
import { ContactForm } from '~/features/contact/ContactForm'
import { postEnquiry } from '~/features/contact/post-enquiry.server'
import { island } from '~/islands/island'
import { QUOTE_PARAMS, quoteFromParams } from '~/components/service-hours/estimate'
import { featurePageSeo, loadFeaturePage } from '~/pages/feature-page'
import { postFor } from '~/lib/public-form'
import { isPreview, previewInit, withPreviewMeta } from '~/lib/preview'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/contact'

const ContactFormIsland = island('ContactForm', ContactForm)

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  const page = await loadFeaturePage(api, '/contact', 'contact-form', preview)
  return data({ ...page, origin: new URL(request.url).origin, preview }, previewInit(preview))
}

/** The form's topic and a service-hours estimate come from the address. */
export const handle: QueryParamsHandle = { queryParams: ['topic', ...QUOTE_PARAMS] }

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** The page's form, posted without JavaScript (features/contact/post-enquiry.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => postEnquiry(request, context)

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  withPreviewMeta(
    seoMeta(featurePageSeo(loaded?.page, '/contact', 'Contact us | Clearpath B1'), loaded?.origin),
    loaded?.preview,
  )

/** The words of /contact are its CMS page; the form sits where the page's contact-form block is. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
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
    <ContactFormIsland
      key={`${initialTopic}-${quote?.hours}-${quote?.term_months}`}
      initialTopic={initialTopic}
      quote={quote}
      serviceDeskPhone={loaderData.content.settings?.phone}
      copy={copy}
      posted={postFor(actionData, 'contact')}
      anchor={CONTACT_FORM_ANCHOR}
    />
  )
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      <BlockRenderer
        blocks={loaderData.blocks}
        data={{ ...loaderData.content, products }}
        slots={{ 'contact-form': form }}
      />
    </>
  )
}
