import { Menu } from 'lucide-react'
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { useLocation } from 'react-router'

import type { ApiUser } from '@shared/contract-types'
import { Dialog } from '~/components/ui/dialog'

import { SIDEBAR_STORAGE_KEY, SIDEBAR_WIDTH } from './nav'
import { Sidebar } from './Sidebar'

function useRememberedCollapse() {
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true')
  useEffect(() => window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(collapsed)), [collapsed])
  return [collapsed, () => setCollapsed((c) => !c)] as const
}

/**
 * The signed-in frame: a collapsible sidebar (80 / 280 px, remembered) on wide screens, a top bar
 * with a menu drawer on narrow ones.
 */
export function PortalShell({
  user,
  onLogout,
  children,
}: {
  user: ApiUser
  onLogout: () => void
  children: ReactNode
}) {
  const [collapsed, toggle] = useRememberedCollapse()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setMenuOpen(false), [pathname])
  const width = collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open

  return (
    <div className="min-h-screen bg-slate-50" style={{ '--sidebar-width': `${width}px` } as CSSProperties}>
      <aside
        data-testid="sidebar"
        aria-label="Sidebar"
        style={{ width }}
        className="fixed inset-y-0 left-0 z-30 hidden transition-[width] duration-200 lg:block"
      >
        <Sidebar user={user} collapsed={collapsed} onToggle={toggle} onLogout={onLogout} />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
        <span className="flex items-center gap-2 font-bold text-ink-950">
          <span aria-hidden className="grid size-7 place-items-center rounded-lg bg-brand-600 text-xs text-white">
            B1
          </span>
          Staff portal
        </span>
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </header>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" variant="drawer">
        <div className="-mx-6 -my-5 h-[calc(100%+2.5rem)]">
          <Sidebar user={user} collapsed={false} onLogout={onLogout} onNavigate={() => setMenuOpen(false)} />
        </div>
      </Dialog>

      <div className="transition-[padding] duration-200 lg:pl-(--sidebar-width)">
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
      </div>
    </div>
  )
}
