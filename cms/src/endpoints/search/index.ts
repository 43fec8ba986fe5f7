import { defineEndpoint } from '../../contract/define-endpoint'
import { json } from '../../contract/http'
import { siteSearchIndex } from '../../lib/content/search-index'
import { searchResponse } from '../../shared/responses'
import { searchQuery } from '../../shared/schemas'
import { searchIndex } from '../../shared/search'

/** Site search over published pages, posts, extensions and FAQs (issue 26). */
const siteSearch = defineEndpoint({
  method: 'get',
  path: '/search',
  summary: 'Search published pages, posts, extensions and FAQs; ?q=words&limit=1..50 (default 20)',
  access: 'public',
  ok: [200, '{ query, results: SearchHit[] }'],
  response: searchResponse,
  query: searchQuery,
  errors: [400],
  handler: async ({ req, query }) => {
    const index = await siteSearchIndex(req.payload)
    return json({ query: query.q, results: searchIndex(index, query.q, query.limit) })
  },
})

export const searchEndpoints = [siteSearch]
