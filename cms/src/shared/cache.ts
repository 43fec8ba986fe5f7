/**
 * What a public route module exports as `handle` when its render reads query parameters (the blog's
 * search, category and page): the page cache keys on these and renders without any other
 * (cms/src/server/route-query-params.ts).
 */
export type QueryParamsHandle = { queryParams: readonly string[] }
