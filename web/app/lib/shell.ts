import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'
import type { Footer, Navigation, SiteSetting } from '@shared/payload-types'

import type { Api } from './api'
import { globalQuery } from './preview'

export type Shell = { navigation: Navigation; footer: Footer; settings: SiteSetting }

/**
 * What the public layout's loader returns: the shell plus the extensions (menu and product grids), and
 * whether the page ships islands (every public page but a preview, which hydrates whole to follow edits).
 */
export type ShellData = Shell & { products: ProductsByGroup | null; islands: boolean }

export const PUBLIC_LAYOUT_ID = 'routes/public-layout'

// Bookkeeping Payload adds to every global and array row; the header and footer never show it,
// and every page would otherwise carry it in its embedded loader data.
const CMS_METADATA = new Set(['id', 'createdAt', 'updatedAt', 'globalType'])

/** A copy of a global without Payload's ids and timestamps (the components key their rows otherwise). */
export function withoutCmsMetadata<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutCmsMetadata) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CMS_METADATA.has(key))
      .map(([key, child]) => [key, withoutCmsMetadata(child)]),
  ) as T
}

/** The three globals behind the site header and footer: their drafts in preview mode. */
export async function fetchShell(api: Api, preview = false): Promise<Shell> {
  const query = globalQuery(preview)
  const [navigation, footer, settings] = await Promise.all([
    api.get<Navigation>(`/globals/navigation?${query}`),
    api.get<Footer>(`/globals/footer?${query}`),
    api.get<SiteSetting>(`/globals/site-settings?${globalQuery(preview, 1)}`),
  ])
  return {
    navigation: withoutCmsMetadata(navigation),
    footer: withoutCmsMetadata(footer),
    settings: withoutCmsMetadata(settings),
  }
}

/**
 * The shell's globals change only when a marketer edits them, so the public layout reloads them
 * after a form submission or an explicit revalidation (same URL), not when a page or a blog/FAQ
 * filter in the query string changes.
 */
export function shouldRevalidateShell({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const submission = formMethod !== undefined && formMethod.toUpperCase() !== 'GET'
  return submission || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false
}

/** The extensions the public layout loaded once for the whole site (null outside it or when the call failed). */
export const useShellProducts = (): ProductsByGroup | null =>
  useRouteLoaderData<ShellData>(PUBLIC_LAYOUT_ID)?.products ?? null

export const useShellSettings = (): SiteSetting | null =>
  useRouteLoaderData<ShellData>(PUBLIC_LAYOUT_ID)?.settings ?? null
