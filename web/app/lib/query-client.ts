import { QueryClient } from '@tanstack/react-query'

const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  })

let browserClient: QueryClient | undefined

/**
 * The portal's one query client in the browser, shared by the route loaders (which prefetch) and
 * the screens (which read the same keys). A server render gets its own, so no data crosses requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  return (browserClient ??= makeQueryClient())
}
