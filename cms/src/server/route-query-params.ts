import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type Declared = (pathname: string) => readonly string[]

/** React Router's data requests name the loaders to run; `/_root.data` is the data of `/`. */
const DATA_PARAMS = ['_routes']
const MEMO_LIMIT = 1000

const declaredBy = (module: unknown): readonly string[] => {
  const handle = (module as { handle?: { queryParams?: unknown } }).handle
  const params = handle?.queryParams
  return Array.isArray(params) ? params.filter((name): name is string => typeof name === 'string') : []
}

/**
 * The query parameters a path's render reads: those its matched routes declare in
 * `handle.queryParams` (`QueryParamsHandle`), plus `_routes` on a `.data` request. Memoised per path,
 * the memo cleared when it grows past a bound (random paths cannot grow it without end).
 */
export function routeQueryParams(routes: ServerBuild['routes']): Declared {
  type Node = RouteObject & { declared: readonly string[] }
  const nodes = new Map<string, Node>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const base = {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      declared: declaredBy(route.module),
    }
    nodes.set(route.id, (route.index ? { ...base, index: true } : { ...base, children: [] }) as Node)
  }
  const tree: Node[] = []
  for (const route of Object.values(routes)) {
    if (!route) continue
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    ;(parent ? parent.children! : tree).push(nodes.get(route.id)!)
  }
  const memo = new Map<string, readonly string[]>()
  return (pathname) => {
    let declared = memo.get(pathname)
    if (declared) return declared
    const data = pathname.endsWith('.data')
    const page = pathname === '/_root.data' ? '/' : data ? pathname.slice(0, -'.data'.length) : pathname
    const matches = (matchRoutes(tree, page) ?? []) as Array<{ route: Node }>
    declared = [...new Set([...matches.flatMap((match) => match.route.declared), ...(data ? DATA_PARAMS : [])])]
    if (memo.size >= MEMO_LIMIT) memo.clear()
    memo.set(pathname, declared)
    return declared
  }
}
