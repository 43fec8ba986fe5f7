import { data } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { emptyBlockData } from '~/blocks/block-data'
import { fetchPage } from '~/lib/pages'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/service-hours'

/** The words are the /service-hours CMS page; the pricing blocks inside share one term (term-store.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await fetchPage(serverApi(context), '/service-hours')
  if (!page) throw data(null, { status: 404 })
  return { page, origin: new URL(request.url).origin }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? seoMeta(
        {
          title: loaded.page.meta?.title ?? loaded.page.title,
          description: loaded.page.meta?.description,
          path: '/service-hours',
        },
        loaded.origin,
      )
    : [{ title: 'Page not found' }]

export default function ServiceHours({ loaderData }: Route.ComponentProps) {
  // The path picks the hero's page-type picture (the pricing cards).
  return <BlockRenderer blocks={loaderData.page.blocks} data={emptyBlockData('/service-hours')} />
}
