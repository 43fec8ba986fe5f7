import { useId } from 'react'
import { data } from 'react-router'

import type { QueryParamsHandle } from '@shared/cache'
import { SEARCH_PARAMS } from '@shared/constants'
import { fetchSearch, type SearchAnswer } from '~/features/search/api'
import { SearchForm } from '~/components/layout/SearchForm'
import { SearchResults } from '~/features/search/SearchResults'
import { orFallback } from '~/lib/fallback'
import { NOINDEX_META } from '~/lib/preview'
import { seoMeta } from '~/lib/seo'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/search'

/** The query parameters this page reads; the page cache keys /search on these alone. */
export const handle: QueryParamsHandle = { queryParams: SEARCH_PARAMS }

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim()
  const empty: SearchAnswer = { query: q, results: [] }
  // A failed search shows "nothing found" (the API client has logged it).
  const answer = q ? await orFallback(fetchSearch(serverApi(context), q), empty) : empty
  // Results are not kept by any cache: every query would be an entry of its own, and a stream of
  // random ones would push the site's pages out of the page cache.
  return data({ ...answer, origin: url.origin }, q ? { headers: { 'Cache-Control': 'no-store' } } : undefined)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  ...seoMeta(
    { title: loaded?.query ? `Search: ${loaded.query} | Clearpath B1` : 'Search | Clearpath B1', path: '/search' },
    loaded?.origin,
  ),
  // Result lists are for visitors, not for search engines.
  NOINDEX_META,
]

/** Site search without JavaScript: the form posts here with GET, the results render on the server. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const id = useId()
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">Search</h1>
      <SearchForm id={id} defaultValue={loaderData.query} size="lg" className="mt-6" />
      <div className="mt-8">
        <SearchResults query={loaderData.query} results={loaderData.results} />
      </div>
    </div>
  )
}
