import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet } from 'react-router'

import { makeQueryClient } from '~/lib/query-client'

/** react-query serves the portal only: public pages render their loader data and ship none of it. */
export default function PortalProviders() {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
