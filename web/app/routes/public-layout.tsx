import { useEffect, useLayoutEffect, useRef } from 'react'
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'

import { FocusedShell } from '~/components/layout/FocusedShell'
import { SiteFooter } from '~/components/layout/SiteFooter'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { island } from '~/islands/island'
import { captureAttribution } from '~/lib/attribution'
import { isPreview } from '~/lib/preview'
import { serverApi } from '~/lib/server-api'
import { fetchShell, shouldRevalidateShell, type ShellData } from '~/lib/shell'

import type { Route } from './+types/public-layout'

const SiteHeaderIsland = island('SiteHeader', SiteHeader)

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const api = serverApi(context)
  // An admin's preview shows the header and footer as drafted too (the page route sends no-store).
  const preview = await isPreview(api, request)
  const [shell, products] = await Promise.all([
    fetchShell(api, preview),
    // Loaded once for the Extensions menu and every product grid; without it both are just empty
    // (the client has logged the failure).
    api.get<ProductsByGroup>('/content/products').catch(() => null),
  ])
  return { ...shell, products, islands: !preview }
}

export const shouldRevalidate = shouldRevalidateShell

/**
 * SPEC §2: every route change starts at the top of the page (unless the link targets an anchor), with
 * a jump, not an animation. An in-page anchor on the same page glides to its section.
 */
function useJumpToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(pathname)
  useLayoutEffect(() => {
    const samePage = previous.current === pathname
    previous.current = pathname
    if (samePage) {
      if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' })
      return
    }
    if (navigationType !== 'POP' && !hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, navigationType])
}

/** A child route asks for the focused campaign layout by returning `focused: true` from its loader. */
function useFocusedLayout() {
  return useMatches().some((match) => (match.loaderData as { focused?: boolean } | undefined)?.focused === true)
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useJumpToTopOnNavigate()
  // The first page of the visit holds its campaign tags (kept in sessionStorage for every enquiry).
  useEffect(() => captureAttribution(window.location), [])
  const focused = useFocusedLayout()
  if (focused) {
    return (
      <FocusedShell settings={loaderData.settings}>
        <Outlet />
      </FocusedShell>
    )
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeaderIsland navigation={loaderData.navigation} products={loaderData.products} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter footer={loaderData.footer} settings={loaderData.settings} />
    </div>
  )
}
