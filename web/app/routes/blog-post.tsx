import { data, isRouteErrorResponse, useRouteError } from 'react-router'

import { JsonLd } from '~/components/JsonLd'
import { fetchPost, fetchPosts } from '~/features/blog/api'
import { postNeighbours, relatedPosts } from '~/features/blog/post-neighbours'
import { BackToBlog, PostArticle } from '~/features/blog/PostArticle'
import { blogPostingJsonLd } from '~/features/blog/structured-data'
import { ApiError } from '~/lib/api'
import { PreviewMode } from '~/components/PreviewMode'
import { fetchPage, findBlock } from '~/lib/pages'
import { isPreview, loadPreviewState, previewInit, withPreviewMeta } from '~/lib/preview'
import { seoMeta } from '~/lib/seo'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/blog-post'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  try {
    const api = serverApi(context)
    const preview = await isPreview(api, request)
    // The closing call to action is written once, on the /blog page's article-list block.
    const [post, blog, posts] = await Promise.all([
      fetchPost(api, params.slug, preview),
      fetchPage(api, '/blog').catch(() => null),
      // The same list /blog reads: the links to other posts are worked out here, so only they reach the page.
      fetchPosts(api).catch(() => []),
    ])
    const cta = findBlock(blog, 'blog-list')?.post_cta ?? null
    const more = { ...postNeighbours(posts, post.slug), related: relatedPosts(posts, post) }
    const previewState = await loadPreviewState(preview, post, () => fetchPost(api, params.slug))
    return data({ post, cta, more, origin: new URL(request.url).origin, preview, previewState }, previewInit(preview))
  } catch (error) {
    const status = error instanceof ApiError && error.status === 404 ? 404 : 503
    throw data('Post not found', { status })
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? withPreviewMeta(
        [
          ...seoMeta(
            {
              title: `${loaded.post.title} | Clearpath B1`,
              description: loaded.post.excerpt,
              path: `/blog/${loaded.post.slug}`,
              image: loaded.post.featured_image,
            },
            loaded.origin,
          ).filter((tag) => !('property' in tag && tag.property === 'og:type')),
          { property: 'og:type', content: 'article' },
        ],
        loaded.preview,
      )
    : [{ title: 'Post not found | Clearpath B1' }]

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewMode state={loaderData.previewState} />
      <JsonLd data={blogPostingJsonLd(loaderData.post, loaderData.origin)} />
      <JsonLd data={breadcrumbJsonLd(`/blog/${loaderData.post.slug}`, loaderData.post.title, loaderData.origin)} />
      <PostArticle post={loaderData.post} cta={loaderData.cta} more={loaderData.more} />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) throw error
  return (
    <div className="container-page max-w-3xl py-16">
      <BackToBlog />
      <h1 className="mt-8 text-3xl font-bold text-ink-950">Post not found</h1>
      <p className="mt-3 text-slate-600">
        The article may have been moved or unpublished. Browse the latest articles on the blog instead.
      </p>
    </div>
  )
}
