import type { SearchHit } from '@shared/search'
import type { Api } from '~/lib/api'

export type SearchAnswer = { query: string; results: SearchHit[] }

/** Site search over published pages, posts, extensions and FAQs (cms/src/endpoints/search). */
export const fetchSearch = (api: Api, q: string, limit = 20) =>
  api.get<SearchAnswer>(`/search?${new URLSearchParams({ q, limit: String(limit) })}`)
