import { LOCATION_CHANGE } from './location-events'

/** Paths that are not island pages: the portal and admin hydrate as apps, the rest are files or APIs. */
const OTHER_APPS = /^\/(portal|admin|api|media|assets|next)(\/|$)/
const FILE = /\.[a-z0-9]{2,5}$/i

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>

/**
 * The page a click on `anchor` should open client-side, or null to leave it to the browser: other
 * sites, new tabs, downloads, modified clicks, the portal, files, and links within the same page.
 */
export function linkToFollow(anchor: HTMLAnchorElement, click: Click, current: URL): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  if (anchor.getAttribute('rel')?.split(/\s+/).includes('external')) return null
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#')) return null
  const url = new URL(href, current)
  if (url.origin !== current.origin || OTHER_APPS.test(url.pathname) || FILE.test(url.pathname)) return null
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null
  return url
}

/** The parts of <head> that belong to a page (title, description, canonical, social tags, JSON-LD). */
const PAGE_HEAD =
  'title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], script[type="application/ld+json"]'

function swapDocument(next: Document) {
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove()
  for (const element of next.head.querySelectorAll(PAGE_HEAD)) document.head.append(element)
  for (const sheet of next.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(sheet.getAttribute('href') ?? '')}"]`))
      document.head.append(sheet)
  }
  document.documentElement.lang = next.documentElement.lang
  document.body.replaceWith(next.body)
}

/** Tells screen readers which page opened, as a full page load would. */
function announce(title: string) {
  const region = document.createElement('div')
  region.setAttribute('aria-live', 'polite')
  region.className = 'sr-only'
  document.body.append(region)
  setTimeout(() => (region.textContent = title), 50)
}

function scrollFor(url: URL, restore: number | undefined) {
  const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)))
  if (target) target.scrollIntoView()
  else window.scrollTo({ top: restore ?? 0, left: 0, behavior: 'instant' })
}

type Hooks = {
  /** Before the old page leaves: unmount its islands. */
  beforeSwap: () => void
  /** After the new page is in: hydrate its islands. */
  afterSwap: () => void
}

type PageState = { scroll?: number }

/**
 * Client-side navigation between island pages, without a router: a click on a site link fetches the
 * page's HTML (the page cache answers it), swaps the document's body and page head, and keeps history,
 * scroll positions and focus as a page load would. A page that is not an island page (the portal, an
 * error the server could not render) and any failed fetch fall back to a normal page load.
 */
export function startNavigator({ beforeSwap, afterSwap }: Hooks) {
  window.history.scrollRestoration = 'manual'
  let shown = new URL(window.location.href)
  let inFlight: AbortController | undefined
  const prefetched = new Map<string, Promise<Response>>()

  const rememberScroll = () =>
    window.history.replaceState({ ...(window.history.state as object), scroll: window.scrollY }, '')

  const requestPage = (key: string, signal?: AbortSignal) =>
    fetch(key, { headers: { Accept: 'text/html' }, credentials: 'same-origin', signal })

  function fetchPage(url: URL, signal?: AbortSignal) {
    const key = url.pathname + url.search
    const cached = prefetched.get(key)
    prefetched.delete(key)
    return cached ?? requestPage(key, signal)
  }

  async function navigate(url: URL, { push, restore }: { push: boolean; restore?: number }) {
    inFlight?.abort()
    const controller = (inFlight = new AbortController())
    try {
      const response = await fetchPage(url, controller.signal)
      const html = response.headers.get('Content-Type')?.includes('text/html') ? await response.text() : ''
      if (controller.signal.aborted) return
      const next = new DOMParser().parseFromString(html, 'text/html')
      if (!next.querySelector('script[data-islands-entry]')) return window.location.assign(url)
      const landed = new URL(response.url || url)
      landed.hash = url.hash
      if (push) {
        rememberScroll()
        window.history.pushState({ scroll: 0 } satisfies PageState, '', landed)
      }
      beforeSwap()
      swapDocument(next)
      shown = landed
      scrollFor(landed, restore)
      announce(document.title)
      window.dispatchEvent(new Event(LOCATION_CHANGE))
      afterSwap()
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error(error)
        window.location.assign(url)
      }
    }
  }

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a')
    if (!anchor) return
    const url = linkToFollow(anchor, event, new URL(window.location.href))
    if (!url) return
    event.preventDefault()
    void navigate(url, { push: true })
  })

  // Fetch on intent, so the page is usually in by the time the click lands.
  const prefetch = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a')
    if (!anchor) return
    const current = new URL(window.location.href)
    const url = linkToFollow(anchor, { button: 0, defaultPrevented: false } as Click, current)
    const key = url && url.pathname + url.search
    if (!key || key === current.pathname + current.search || prefetched.has(key)) return
    const response = requestPage(key)
    response.catch(() => prefetched.delete(key))
    prefetched.set(key, response)
    setTimeout(() => prefetched.delete(key), 30_000)
  }
  document.addEventListener('mouseover', prefetch, { passive: true })
  document.addEventListener('touchstart', prefetch, { passive: true })
  document.addEventListener('focusin', prefetch)

  window.addEventListener('popstate', (event) => {
    const url = new URL(window.location.href)
    // The same page with another query or anchor: the islands that read the query follow it themselves.
    if (url.pathname === shown.pathname) {
      shown = url
      return
    }
    void navigate(url, { push: false, restore: (event.state as PageState | null)?.scroll })
  })
  // Manual only while this document swaps pages itself: a reload, or a return from another document,
  // reopens where the page was left, by the browser's own restoration.
  window.addEventListener('pagehide', () => (window.history.scrollRestoration = 'auto'))
  window.addEventListener('pageshow', () => (window.history.scrollRestoration = 'manual'))
}
