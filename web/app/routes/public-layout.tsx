import { Outlet } from 'react-router'

import { SiteFooter } from '~/components/layout/SiteFooter'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { fetchShell } from '~/lib/shell'
import { serverApi } from '~/lib/server-api'

import type { Route } from './+types/public-layout'

export async function loader({ context }: Route.LoaderArgs) {
  return fetchShell(serverApi(context))
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader navigation={loaderData.navigation} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter footer={loaderData.footer} settings={loaderData.settings} />
    </div>
  )
}
