import type { ShouldRevalidateFunction } from 'react-router'

import { PageIntro } from '~/components/PageIntro'
import { fetchCategories, fetchPosts, orEmpty } from '~/features/blog/api'
import { BlogList } from '~/features/blog/BlogList'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/blog'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const [posts, categories] = await Promise.all([orEmpty(fetchPosts(api)), orEmpty(fetchCategories(api))])
  return { posts, categories, origin: new URL(request.url).origin }
}

// Search, category and page live in the query and are applied in the browser: no reload needed.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(
    {
      title: 'Blog | Clearpath B1',
      description: 'Practical articles on SAP Business One, ERP projects, cloud hosting and running a growing business.',
      path: '/blog',
    },
    data?.origin,
  )

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageIntro
        title="Blog"
        lead="Practical guidance on SAP Business One, ERP projects, cloud hosting and the day-to-day of running a growing business."
      />
      <BlogList initialPosts={loaderData.posts} initialCategories={loaderData.categories} />
    </main>
  )
}
