import { Link } from 'react-router'

import type { ProductsByGroup } from '@shared/contract-types'
import { PRODUCT_GROUP_LABELS, PRODUCT_GROUPS } from '@shared/constants'
import type { Navigation } from '@shared/payload-types'

import { Icon } from '~/components/icons'

export type NavItem = NonNullable<Navigation['items']>[number]

/**
 * A menu item's key, also part of element ids: the CMS row id, else its position. Never the label:
 * a label with spaces makes an id that `aria-controls` reads as a list of ids.
 */
export const itemKey = (item: NavItem, index: number) => item.id ?? `item-${index}`

type MenuLink = { key: string; label: string; href: string; description?: string | null; icon?: string | null }
type MenuColumn = { key: string; heading: string | null; links: MenuLink[] }

/** The columns of a mega menu: the extensions by group for "products", else the sections from the CMS. */
export function menuColumns(item: NavItem, products: ProductsByGroup | null): MenuColumn[] {
  if (item.menu_type === 'products') {
    return PRODUCT_GROUPS.filter((group) => (products?.[group] ?? []).length > 0).map((group) => ({
      key: group,
      heading: PRODUCT_GROUP_LABELS[group],
      links: products![group].map((p) => ({
        key: String(p.id),
        label: p.name,
        href: `/products/${p.slug}`,
        description: p.tagline,
        icon: p.icon,
      })),
    }))
  }
  return (item.sections ?? []).map((section, index) => ({
    key: section.id ?? String(index),
    heading: section.heading ?? null,
    // A link whose page is gone or unpublished has no address: it is left out rather than shown broken.
    links: (section.links ?? []).flatMap(({ href, label, description, icon, id }, i) =>
      href ? [{ key: id ?? String(i), label, href, description, icon }] : [],
    ),
  }))
}

type PanelProps = {
  id: string
  item: NavItem
  products: ProductsByGroup | null
  open: boolean
  onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => void
}

export function MegaMenuPanel({ id, item, products, open, onKeyDown }: PanelProps) {
  const columns = menuColumns(item, products)
  const wide = columns.length > 3
  return (
    <div
      id={id}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full border-t border-slate-100 bg-white shadow-2xl shadow-slate-900/10"
    >
      <div className="container-page py-8">
        {item.intro && <p className="mb-6 text-sm font-semibold text-brand-700">{item.intro}</p>}
        <div className={wide ? 'grid grid-cols-5 gap-6' : 'grid grid-cols-3 gap-8'}>
          {columns.map((column) => (
            <div key={column.key}>
              {column.heading && (
                <p className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{column.heading}</p>
              )}
              <ul className="space-y-1">
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link
                      to={link.href}
                      data-menu-link
                      className="group flex gap-3 rounded-xl p-2 hover:bg-slate-50 focus-visible:bg-slate-50"
                    >
                      {link.icon && (
                        <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                          <Icon name={link.icon} className="size-4" />
                        </span>
                      )}
                      <span>
                        <span className="block text-sm font-semibold text-ink-950 group-hover:text-brand-700">
                          {link.label}
                        </span>
                        {link.description && (
                          <span className="mt-0.5 block text-xs leading-5 text-slate-500">{link.description}</span>
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
