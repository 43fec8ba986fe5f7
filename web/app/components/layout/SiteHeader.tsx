import { Link, NavLink } from 'react-router'

import type { Navigation } from '@cms/payload-types'

import { Logo } from './Logo'

export function SiteHeader({ navigation }: { navigation: Navigation }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-medium lg:flex">
          {navigation.items?.map((item) =>
            item.kind === 'link' && item.href ? (
              <NavLink key={item.id ?? item.label} to={item.href} className="hover:text-brand-600">
                {item.label}
              </NavLink>
            ) : (
              <span key={item.id ?? item.label}>{item.label}</span>
            ),
          )}
        </nav>
        <div className="flex items-center gap-3 text-sm font-semibold">
          <Link to="/contact" className="rounded-full bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
            Get in Touch
          </Link>
          <Link to="/portal/login" className="rounded-full border border-slate-300 px-4 py-2 hover:border-brand-500">
            Login
          </Link>
        </div>
      </div>
    </header>
  )
}
