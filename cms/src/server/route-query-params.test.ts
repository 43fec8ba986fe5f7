import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

import { routeQueryParams } from './route-query-params'

/** The shape of React Router's server build: a flat table of routes, each naming its parent. */
const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
  index = false,
) => ({
  [id]: { id, parentId, path, index, caseSensitive: undefined, module: handle ? { handle } : {} },
})
const routes = {
  ...route('root', undefined, ''),
  ...route('layout', 'root', undefined),
  ...route('home', 'layout', undefined, undefined, true),
  ...route('blog', 'layout', 'blog', { queryParams: ['search', 'category', 'page'] }),
  ...route('post', 'layout', 'blog/:slug'),
  ...route('contact', 'layout', 'contact', { queryParams: ['topic'] }),
  ...route('page', 'layout', '*', { title: 'not a declaration' }),
} as unknown as ServerBuild['routes']

describe('routeQueryParams', () => {
  const declared = routeQueryParams(routes)

  it('reads what the matched route declares in its handle', () => {
    expect(declared('/blog')).toEqual(['search', 'category', 'page'])
    expect(declared('/contact')).toEqual(['topic'])
  })

  it('declares nothing for routes that read no parameter', () => {
    expect(declared('/')).toEqual([])
    expect(declared('/blog/a-post')).toEqual([])
    expect(declared('/sap-business-one/why')).toEqual([])
  })

  it("adds React Router's loader list to data requests, the root's included", () => {
    expect(declared('/blog.data')).toEqual(['search', 'category', 'page', '_routes'])
    expect(declared('/_root.data')).toEqual(['_routes'])
  })
})
