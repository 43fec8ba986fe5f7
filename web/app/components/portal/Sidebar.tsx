import clsx from 'clsx'
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { NavLink } from 'react-router'

import type { ApiUser } from '@shared/contract-types'
import { Badge } from '~/components/ui/badge'
import { isAdminUser, ROLE_LABELS } from '~/lib/roles'

import { navFor } from './nav'

type Props = {
  user: ApiUser
  collapsed: boolean
  onToggle?: () => void
  onLogout: () => void
  onNavigate?: () => void
}

const initials = (user: ApiUser) =>
  `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() || user.email[0]!.toUpperCase()

export function Sidebar({ user, collapsed, onToggle, onLogout, onNavigate }: Props) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email
  return (
    <div className="flex h-full flex-col bg-ink-950 text-slate-300">
      <div
        className={clsx(
          'flex h-16 shrink-0 items-center border-b border-white/10',
          collapsed ? 'justify-center px-2' : 'justify-between px-5',
        )}
      >
        {!collapsed && (
          <span className="flex items-center gap-2 font-bold text-white">
            <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm">
              B1
            </span>
            Staff portal
          </span>
        )}
        {onToggle && (
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="rounded-lg p-2 text-slate-400 transition hover:bg-white/10 hover:text-white"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden />
            )}
          </button>
        )}
      </div>

      <nav aria-label="Portal" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navFor(isAdminUser(user)).map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  clsx(
                    'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition',
                    collapsed && 'justify-center',
                    isActive ? 'bg-brand-600 text-white shadow-sm' : 'hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="shrink-0 border-t border-white/10 p-3">
        <div className={clsx('flex items-center gap-3 rounded-lg p-2', collapsed && 'justify-center')}>
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600/25 text-sm font-semibold text-brand-100"
          >
            {initials(user)}
          </span>
          <div className={clsx('min-w-0', collapsed && 'sr-only')}>
            <p className="truncate text-sm font-semibold text-white">{name}</p>
            <p className="truncate text-xs text-slate-400">{user.email}</p>
            <Badge tone={user.role === 'user' ? 'neutral' : 'brand'} className="mt-1.5">
              {ROLE_LABELS[user.role]}
            </Badge>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
          className={clsx(
            'mt-2 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 transition hover:bg-red-500/10 hover:text-red-300',
            collapsed && 'justify-center',
          )}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          <span className={collapsed ? 'sr-only' : undefined}>Logout</span>
        </button>
      </div>
    </div>
  )
}
