import type { ShouldRevalidateFunction } from 'react-router'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { fetchCategories, fetchPosts } from '~/features/blog/api'
import { BlogList } from '~/features/blog/BlogList'
import { orFallback } from '~/lib/fallback'
import { featurePageSeo, loadFeaturePage } from '~/lib/feature-page'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/blog'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [page, posts, categories] = await Promise.all([
    loadFeaturePage(api, '/blog', 'blog-list'),
    orFallback(fetchPosts(api), []),
    orFallback(fetchCategories(api), []),
  ])
  return { ...page, posts, categories, origin: new URL(request.url).origin }
}

// Search, category and page live in the query and are applied in the browser: no reload needed.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(featurePageSeo(data?.page, '/blog', 'Blog | Clearpath B1'), data?.origin)

/** The words of /blog are its CMS page; the article list sits where the page's blog-list block is. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const products = useShellProducts()
  const list = <BlogList posts={loaderData.posts} categories={loaderData.categories} />
  return (
    <BlockRenderer
      blocks={loaderData.blocks}
      data={{ ...loaderData.content, products }}
      slots={{ 'blog-list': list }}
    />
  )
}
