import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { SiteSetting } from '@shared/payload-types'

import { Logo } from './Logo'
import { CompanyRegistration } from './SiteFooter'

/**
 * The focused campaign layout: a logo, the content and a slim footer with the legal links, so a
 * landing page keeps visitors on its one call to action.
 */
export function FocusedShell({ settings, children }: { settings: SiteSetting; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-ink-950 text-xs text-slate-400">
        <div className="container-page flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <p>{`© ${new Date().getFullYear()} ${settings.company_name}. All rights reserved.`}</p>
            <CompanyRegistration settings={settings} />
          </div>
          <nav aria-label="Legal">
            <ul className="flex gap-5">
              <li>
                <Link to="/terms" className="hover:text-white">
                  Terms & Conditions
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy" className="hover:text-white">
                  Privacy Policy
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  )
}
