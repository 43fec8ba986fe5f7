import { useRouteLoaderData, useSearchParams } from 'react-router'

import { topicFromQuery } from '~/features/contact/contact-form'
import { ContactPage } from '~/features/contact/ContactPage'
import type { Shell } from '~/lib/shell'
import { seoMeta } from '~/lib/seo'

export const meta = () =>
  seoMeta({
    title: 'Contact us | Clearpath B1',
    description: 'Talk to a UK SAP Business One partner about implementation, support, partner transfer or cloud hosting. We reply within one business day.',
    path: '/contact',
  })

export default function Contact() {
  // Phone, address and partner badges come from the site settings the public layout already loaded.
  const shell = useRouteLoaderData<Shell>('routes/public-layout')
  const [params] = useSearchParams()
  return <ContactPage settings={shell?.settings} initialTopic={topicFromQuery(params.get('topic'))} />
}
