import { data, type ShouldRevalidateFunction } from 'react-router'

import type { QueryParamsHandle } from '@shared/cache'

import { BlockRenderer } from '~/blocks/BlockRenderer'
import { PreviewMode } from '~/components/PreviewMode'
import { fetchCategories, fetchPosts } from '~/features/blog/api'
import { BlogList } from '~/features/blog/BlogList'
import { BLOG_QUERY_PARAMS } from '~/features/blog/filter'
import { island } from '~/islands/island'
import { orFallback } from '~/lib/fallback'
import { isPreview, previewInit, withPreviewMeta } from '~/lib/preview'
import { featurePageSeo, loadFeaturePage } from '~/pages/feature-page'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'
import { useShellProducts } from '~/lib/shell'

import type { Route } from './+types/blog'

const BlogListIsland = island('BlogList', BlogList)

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const preview = await isPreview(api, request)
  // Preview shows the page's words as drafted; the article list stays the published one.
  const [page, posts, categories] = await Promise.all([
    loadFeaturePage(api, '/blog', 'blog-list', preview),
    orFallback(fetchPosts(api), []),
    orFallback(fetchCategories(api), []),
  ])
  return data({ ...page, posts, categories, origin: new URL(request.url).origin, preview }, previewInit(preview))
}

export const handle: QueryParamsHandle = { queryParams: BLOG_QUERY_PARAMS }

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

// Search, category and page live in the query and are applied in the browser: no reload needed.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  withPreviewMeta(
    seoMeta(featurePageSeo(loaded?.page, '/blog', 'Blog | Clearpath B1'), loaded?.origin),
    loaded?.preview,
  )

/** The words of /blog are its CMS page; the article list sits where the page's blog-list block is. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const products = useShellProducts()
  const list = <BlogListIsland posts={loaderData.posts} categories={loaderData.categories} />
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      <BlockRenderer
        blocks={loaderData.blocks}
        data={{ ...loaderData.content, products }}
        slots={{ 'blog-list': list }}
      />
    </>
  )
}
