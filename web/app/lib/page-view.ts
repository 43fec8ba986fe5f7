/** Where the page-view beacon goes (cms/src/endpoints/analytics). */
export const VIEW_BEACON_PATH = '/api/analytics/view'

type Nav = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean; sendBeacon?: Navigator['sendBeacon'] }

/** The visitor's browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export const optedOut = (nav: Nav): boolean => nav.doNotTrack === '1' || nav.globalPrivacyControl === true

/**
 * Counts one page shown, with a beacon after the page is up, so a cached page stays a cached page:
 * its path, its query (for the campaign tag) and the site the visitor came from. No cookie is set.
 */
export function sendPageView(
  location: Pick<Location, 'pathname' | 'search'>,
  referrer: string,
  nav: Nav = navigator,
): boolean {
  if (optedOut(nav) || !nav.sendBeacon) return false
  const body = JSON.stringify({ path: location.pathname, search: location.search, referrer })
  return nav.sendBeacon(VIEW_BEACON_PATH, new Blob([body], { type: 'application/json' }))
}
