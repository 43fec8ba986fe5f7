import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'

import { itemKey, menuColumns, type NavItem } from './MegaMenuPanel'

type Props = {
  id: string
  items: NavItem[]
  products: ProductsByGroup | null
  open: boolean
  /** Closes the menu and gives focus back to the toggle button. */
  onClose: () => void
  /** The site search box, first in the menu. */
  search: ReactNode
  footer: ReactNode
}

/**
 * The menu below the desktop breakpoint: plain links, and each mega menu as an accordion holding
 * every link the desktop panel has. Escape closes an open section (focus to its button), then the menu.
 */
export function MobileMenu({ id, items, products, open, onClose, search, footer }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // Opening the menu moves focus into it, so keyboard and screen-reader users land on its first item.
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    else setExpanded(null)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return
    event.preventDefault()
    if (expanded) {
      document.getElementById(`${id}-button-${expanded}`)?.focus()
      setExpanded(null)
    } else onClose()
  }

  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="max-h-[calc(100svh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white lg:hidden"
    >
      <ul ref={listRef} className="container-page space-y-1 py-4">
        <li className="pb-2">{search}</li>
        {items.map((item, index) => {
          const key = itemKey(item, index)
          if (item.kind === 'link') {
            return (
              <li key={key}>
                <Link
                  to={item.href ?? '/'}
                  className="block rounded-xl px-3 py-3 font-semibold text-ink-950 hover:bg-slate-50"
                >
                  {item.label}
                </Link>
              </li>
            )
          }
          const isOpen = expanded === key
          const panelId = `${id}-panel-${key}`
          const columns = menuColumns(item, products)
          // The overview gets its own link unless a column already has it.
          const overview =
            item.href && !columns.some((column) => column.links.some((link) => link.href === item.href))
              ? item.href
              : null
          return (
            <li key={key}>
              <button
                id={`${id}-button-${key}`}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setExpanded(isOpen ? null : key)}
                className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-left font-semibold text-ink-950 hover:bg-slate-50"
              >
                {item.label}
                <ChevronDown aria-hidden className={clsx('size-5 transition-transform', isOpen && 'rotate-180')} />
              </button>
              <div id={panelId} role="region" aria-labelledby={`${id}-button-${key}`} hidden={!isOpen}>
                {overview && (
                  <Link
                    to={overview}
                    className="mx-3 mt-1 mb-2 block text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {`${item.label}: overview`}
                  </Link>
                )}
                {columns.map((column) => (
                  <div key={column.key} className="px-3 pb-3">
                    {column.heading && (
                      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {column.heading}
                      </p>
                    )}
                    <ul>
                      {column.links.map((link) => (
                        <li key={link.key}>
                          <Link
                            to={link.href}
                            className="block rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          )
        })}
        <li className="grid grid-cols-2 gap-3 pt-3">{footer}</li>
      </ul>
    </nav>
  )
}
