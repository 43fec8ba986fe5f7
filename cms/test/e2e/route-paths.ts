/** The part of a React Router route config entry that makes its path. */
type RouteConfigEntry = { path?: string; children?: RouteConfigEntry[] }

/**
 * Every path a React Router route config answers (`web/app/routes.ts`), layouts and prefixes flattened:
 * `/portal/admin/blog/edit/:postId`, an index as its parent's path.
 */
export function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent
    return entry.children?.length ? routePaths(entry.children, path) : [path || '/']
  })
}
