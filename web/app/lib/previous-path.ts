import { useEffect } from 'react'
import { useLocation } from 'react-router'

const CURRENT_KEY = 'clearpath:current-path'
const PREVIOUS_KEY = 'clearpath:previous-path'
// A lead's source allows 300 characters; a site path is far shorter, so anything longer is noise.
const MAX_PATH_LENGTH = 200

type Arrival = {
  /** The path being shown now. */
  pathname: string
  /** The paths recorded before it in this tab, if any. */
  stored: { current: string | null; previous: string | null }
  /** True for the first path of a document (a full page load or a reload), false for in-app navigation. */
  fullLoad: boolean
  referrer: string
  origin: string
}

const usable = (path: string | null | undefined): string | null =>
  path && path.startsWith('/') && path.length <= MAX_PATH_LENGTH ? path : null

/** The path of a same-origin referrer, else null. */
export function sameOriginPath(referrer: string, origin: string): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    return url.origin === origin ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * The page the visitor was on before `pathname`: the last path shown in this tab for an in-app
 * navigation; for a full page load a same-origin referrer, unless it is a reload (the same path
 * again), which keeps what was recorded.
 */
export function previousPathOnArrival({ pathname, stored, fullLoad, referrer, origin }: Arrival): string | null {
  if (stored.current === pathname) return usable(stored.previous)
  const previous = fullLoad ? sameOriginPath(referrer, origin) : stored.current
  return previous === pathname ? null : usable(previous)
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage disabled by the browser: the referring page is simply unknown.
    return null
  }
}

let documentHasTracked = false

/** Records that `pathname` is shown now: the first call of a document counts as a full page load. */
export function recordArrival(pathname: string) {
  const store = storage()
  if (!store) return
  const fullLoad = !documentHasTracked
  documentHasTracked = true
  const previous = previousPathOnArrival({
    pathname,
    stored: { current: store.getItem(CURRENT_KEY), previous: store.getItem(PREVIOUS_KEY) },
    fullLoad,
    referrer: document.referrer,
    origin: window.location.origin,
  })
  try {
    store.setItem(CURRENT_KEY, pathname)
    if (previous) store.setItem(PREVIOUS_KEY, previous)
    else store.removeItem(PREVIOUS_KEY)
  } catch {
    // Storage full or blocked: the enquiry just goes without a previous page.
  }
}

/** Records, per browser tab, the page shown before the current one (see previousPath). */
export function useTrackPreviousPath() {
  const { pathname } = useLocation()
  useEffect(() => recordArrival(pathname), [pathname])
}

/** The site page the visitor came from, as recorded by useTrackPreviousPath; null if unknown. */
export function previousPath(): string | null {
  return usable(storage()?.getItem(PREVIOUS_KEY))
}

/** The page a form's visitor came from: a path handed over in the link's state (`{ from }`), else the recorded one. */
export function referringPath(locationState: unknown): string | null {
  const from = (locationState as { from?: unknown } | null)?.from
  return typeof from === 'string' ? (usable(from) ?? previousPath()) : previousPath()
}
