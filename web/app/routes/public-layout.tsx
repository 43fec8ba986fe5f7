import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'

import { SiteFooter } from '~/components/layout/SiteFooter'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { captureAttribution } from '~/lib/attribution'
import { serverApi } from '~/lib/server-api'
import { fetchShell, shouldRevalidateShell, type ShellData } from '~/lib/shell'

import type { Route } from './+types/public-layout'

export async function loader({ context }: Route.LoaderArgs): Promise<ShellData> {
  const api = serverApi(context)
  const [shell, products] = await Promise.all([
    fetchShell(api),
    // Loaded once for the Extensions menu and every product grid; without it both are just empty
    // (the client has logged the failure).
    api.get<ProductsByGroup>('/content/products').catch(() => null),
  ])
  return { ...shell, products }
}

export const shouldRevalidate = shouldRevalidateShell

/** SPEC §2: every route change starts at the top of the page (unless the link targets an anchor). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
    // Only a new path scrolls; a changed hash is the browser's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useScrollToTopOnNavigate()
  // The first page of the visit holds its campaign tags (kept in sessionStorage for every enquiry).
  useEffect(() => captureAttribution(window.location), [])
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader navigation={loaderData.navigation} products={loaderData.products} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter footer={loaderData.footer} settings={loaderData.settings} />
    </div>
  )
}
