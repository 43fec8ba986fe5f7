import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'

import { getQueryClient } from '~/lib/query-client'

/** react-query serves the portal only: public pages render their loader data and ship none of it. */
export default function PortalProviders() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  )
}
