import type { Page, Post } from '@shared/payload-types'

import { PUBLISHED_ONLY } from '~/lib/preview'
import { serverApi } from '~/lib/server-api'
import { buildSitemap } from '~/lib/sitemap'

import type { Route } from './+types/sitemap'

/** Every public CMS page and published post, from the CMS data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const origin = new URL(request.url).origin
  const [pages, posts] = await Promise.all([
    api.get<{ docs: Page[] }>(`/pages?limit=1000&depth=0&select[path]=true&select[updatedAt]=true&${PUBLISHED_ONLY}`),
    api.get<{ docs: Post[] }>(`/posts?limit=1000&depth=0&select[slug]=true&select[updatedAt]=true&${PUBLISHED_ONLY}`),
  ])
  const entries = [
    ...pages.docs.map((p) => ({ path: p.path, lastmod: p.updatedAt })),
    ...['/blog', '/faqs', '/contact', '/service-hours'].map((path) => ({ path })),
    ...posts.docs.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ]
  return new Response(buildSitemap(origin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
