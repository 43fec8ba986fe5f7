import type { BundlePricingBlock, SiteSetting } from '@shared/payload-types'
import { OnePager } from '~/features/service-hours/OnePager'
import { fetchPage } from '~/lib/pages'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/service-hours-one-pager'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [page, settings] = await Promise.all([
    fetchPage(api, '/service-hours').catch(() => null),
    api.get<SiteSetting>('/globals/site-settings?depth=0').catch(() => null),
  ])
  const pricing = page?.blocks?.find((block): block is BundlePricingBlock => block.blockType === 'bundle-pricing')
  return { pricing, settings, origin: new URL(request.url).origin }
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(
    {
      title: 'Service Hours One-Pager | Clearpath B1',
      description: 'Printable summary of SAP Business One service-hour bundles.',
      path: '/service-hours/one-pager',
    },
    data?.origin,
  )

export default function ServiceHoursOnePager({ loaderData }: Route.ComponentProps) {
  return <OnePager pricing={loaderData.pricing} settings={loaderData.settings} />
}
