import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react'

import { LOCATION_CHANGE } from './location-events'

/**
 * The few React Router APIs the public islands use, for the islands build only (vite.islands.config.ts
 * aliases `react-router` here), so public pages ship no router. Each renders the same markup as React
 * Router's own, which server-renders the islands, so hydration matches. Any other React Router import
 * in an island fails that build, by design.
 */

type To = string

const subscribe = (onChange: () => void) => {
  window.addEventListener(LOCATION_CHANGE, onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener(LOCATION_CHANGE, onChange)
    window.removeEventListener('popstate', onChange)
  }
}
const currentHref = () => window.location.href

function useHref() {
  return useSyncExternalStore(subscribe, currentHref, currentHref)
}

export function useLocation() {
  const url = new URL(useHref())
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: 'default' }
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>
type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: { replace?: boolean; preventScrollReset?: boolean },
) => void

/** The query of the address bar; setting it changes the address in place (the island filters itself). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const params = new URLSearchParams(new URL(useHref()).search)
  const set: SetSearchParams = (next, { replace = false } = {}) => {
    const value = new URLSearchParams(typeof next === 'function' ? next(params) : next)
    const search = value.toString()
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`
    window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url)
    window.dispatchEvent(new Event(LOCATION_CHANGE))
  }
  return [params, set]
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** The href React Router gives `to` outside any route: `#…` and `?…` stay on this path, `x` goes below it. */
export function resolveHref(to: To, pathname: string) {
  if (ABSOLUTE_URL.test(to) || to.startsWith('/')) return to
  if (to.startsWith('#') || to.startsWith('?')) return `${pathname}${to}`
  return `${pathname.replace(/\/$/, '')}/${to}`
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  state?: unknown
  replace?: boolean
  prefetch?: string
  preventScrollReset?: boolean
  discover?: 'render' | 'none'
}

/** A plain link: the islands' navigator (islands/navigator.ts) makes same-site clicks client-side. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    state: _state,
    replace: _replace,
    prefetch: _prefetch,
    preventScrollReset: _reset,
    discover = 'render',
    ...rest
  },
  ref,
) {
  const { pathname } = useLocation()
  const absolute = ABSOLUTE_URL.test(to)
  return (
    <a
      {...rest}
      ref={ref}
      href={resolveHref(to, pathname)}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  )
})

type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean }
type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean
  className?: string | ((props: NavLinkRenderProps) => string | undefined)
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode)
}

/** React Router's rule: active on its own path and, unless `end`, on the paths below it. */
export function isActivePath(locationPathname: string, toPathname: string, end = false) {
  const here = locationPathname.toLowerCase()
  const target = toPathname.toLowerCase()
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/')
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className = '', children, ...rest },
  ref,
) {
  const { pathname } = useLocation()
  const renderProps = {
    isActive: isActivePath(pathname, new URL(to, window.location.origin).pathname, end),
    isPending: false,
    isTransitioning: false,
  }
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={renderProps.isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(renderProps)
          : [className, renderProps.isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  )
})
