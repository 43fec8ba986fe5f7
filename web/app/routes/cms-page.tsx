import { data } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { fetchPage, normalisePath } from '~/lib/pages'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/cms-page'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const path = normalisePath(url.pathname)
  const page = await fetchPage(serverApi(context), path)
  if (!page) throw data(null, { status: 404 })
  return { page, origin: url.origin }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? seoMeta({ title: loaded.page.meta?.title ?? loaded.page.title, description: loaded.page.meta?.description, path: loaded.page.path }, loaded.origin)
    : [{ title: 'Page not found' }]

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <BlockRenderer blocks={loaderData.page.blocks} />
}
