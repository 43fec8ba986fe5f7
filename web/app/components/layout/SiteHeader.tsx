import clsx from 'clsx'
import { ChevronDown, Menu, Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'
import type { Navigation } from '@shared/payload-types'

import { ButtonLink } from '~/components/ui/button'
import { SearchForm } from '~/components/layout/SearchForm'

import { Logo } from './Logo'
import { itemKey, MegaMenuPanel } from './MegaMenuPanel'
import { MobileMenu } from './MobileMenu'
import { useMegaMenu, useScrolledPast } from './menu-state'

type HeaderProps = { navigation: Navigation; products: ProductsByGroup | null }

/** Focus the next (+1) or previous (-1) of a list of elements, wrapping around. */
function moveFocus(elements: HTMLElement[], from: Element | null, step: 1 | -1) {
  if (elements.length === 0) return
  const index = elements.indexOf(from as HTMLElement)
  const next =
    index === -1 ? (step === 1 ? 0 : elements.length - 1) : (index + step + elements.length) % elements.length
  elements[next]?.focus()
}

export function SiteHeader({ navigation, products }: HeaderProps) {
  const items = navigation.items ?? []
  const menu = useMegaMenu()
  const scrolled = useScrolledPast()
  const [mobileOpen, setMobileOpen] = useState(false)
  const location = useLocation()
  const baseId = useId()
  const navRef = useRef<HTMLUListElement>(null)
  const focusFirstLinkOf = useRef<string | null>(null)
  const mobileToggleRef = useRef<HTMLButtonElement>(null)
  const { close } = menu

  // A new page closes every menu.
  useEffect(() => {
    close()
    setMobileOpen(false)
  }, [location.pathname, close])

  // A click outside the navigation closes an open mega menu (touch screens have no "pointer leaves").
  useEffect(() => {
    if (!menu.open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [menu.open, close])

  // ArrowDown on a trigger opens its panel, then focuses the panel's first link once it is shown.
  useEffect(() => {
    if (!menu.open || focusFirstLinkOf.current !== menu.open) return
    focusFirstLinkOf.current = null
    document.getElementById(panelId(menu.open))?.querySelector<HTMLElement>('[data-menu-link]')?.focus()
  })

  const panelId = (key: string) => `${baseId}-menu-${key}`
  const triggerId = (key: string) => `${baseId}-trigger-${key}`
  const topItems = () => Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-top-item]') ?? [])

  function onTopKeyDown(event: KeyboardEvent<HTMLElement>, key: string | null) {
    switch (event.key) {
      case 'ArrowRight':
        event.preventDefault()
        moveFocus(topItems(), event.currentTarget, 1)
        break
      case 'ArrowLeft':
        event.preventDefault()
        moveFocus(topItems(), event.currentTarget, -1)
        break
      case 'ArrowDown':
        if (!key) break
        event.preventDefault()
        focusFirstLinkOf.current = key
        menu.openMenu(key)
        break
      case 'Escape':
        close()
        break
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>, key: string) {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-menu-link]'))
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      moveFocus(links, document.activeElement, event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
      document.getElementById(triggerId(key))?.focus()
    }
  }

  return (
    <header
      className={clsx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled
          ? 'border-slate-200 bg-white shadow-md shadow-slate-900/5'
          : 'border-transparent bg-white/80 backdrop-blur',
      )}
      data-scrolled={scrolled}
    >
      <div
        className={clsx(
          'container-page flex items-center justify-between gap-6 transition-[height] duration-300',
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul ref={navRef} className="flex items-center gap-1 text-sm font-medium text-slate-700">
            {items.map((item, index) => {
              const key = itemKey(item, index)
              if (item.kind === 'link') {
                return (
                  <li key={key}>
                    <NavLink
                      to={item.href ?? '/'}
                      data-top-item
                      onKeyDown={(e) => onTopKeyDown(e, null)}
                      className={({ isActive }) =>
                        clsx('rounded-full px-3 py-2 hover:text-brand-700', isActive && 'text-brand-700')
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                )
              }
              const expanded = menu.open === key
              return (
                <li
                  key={key}
                  onMouseEnter={() => menu.openMenu(key)}
                  onMouseLeave={menu.scheduleClose}
                  onBlur={(e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) close()
                  }}
                >
                  <button
                    id={triggerId(key)}
                    type="button"
                    data-top-item
                    aria-expanded={expanded}
                    aria-controls={panelId(key)}
                    // A mouse click only opens (hovering has usually opened it already); Enter and Space toggle.
                    onClick={(e) => (e.detail > 0 ? menu.openMenu(key) : menu.toggle(key))}
                    onKeyDown={(e) => onTopKeyDown(e, key)}
                    className={clsx(
                      'inline-flex items-center gap-1 rounded-full px-3 py-2 hover:text-brand-700',
                      expanded && 'text-brand-700',
                    )}
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden
                      className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
                    />
                  </button>
                  <MegaMenuPanel
                    id={panelId(key)}
                    item={item}
                    products={products}
                    open={expanded}
                    onKeyDown={(e) => onPanelKeyDown(e, key)}
                  />
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Wide screens get the box; narrower ones a link to /search (and the box in the phone menu). */}
          <SearchForm id={`${baseId}-search`} className="hidden w-44 min-[1400px]:block" />
          <Link
            to="/search"
            aria-label="Search"
            className="grid size-10 place-items-center rounded-full text-ink-950 hover:bg-slate-100 min-[1400px]:hidden"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <div className="hidden items-center gap-2 sm:flex">
            <HeaderButtons />
          </div>
          <button
            ref={mobileToggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-full text-ink-950 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={`${baseId}-mobile`}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu
        id={`${baseId}-mobile`}
        items={items}
        products={products}
        open={mobileOpen}
        onClose={() => {
          setMobileOpen(false)
          mobileToggleRef.current?.focus()
        }}
        search={<SearchForm id={`${baseId}-mobile-search`} />}
        footer={<HeaderButtons />}
      />
    </header>
  )
}

/** Get in Touch and Login, in the bar on wide screens and at the foot of the mobile menu. */
function HeaderButtons() {
  return (
    <>
      <ButtonLink to="/contact">Get in Touch</ButtonLink>
      <ButtonLink to="/portal/login" variant="secondary">
        Login
      </ButtonLink>
    </>
  )
}
