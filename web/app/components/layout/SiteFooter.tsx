import { Link } from 'react-router'

import type { Footer, SiteSetting } from '@cms/payload-types'

import { Logo } from './Logo'

export function SiteFooter({ footer, settings }: { footer: Footer; settings: SiteSetting }) {
  const address = settings.address
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          {footer.tagline && <p className="text-sm leading-6">{footer.tagline}</p>}
          <address className="text-sm leading-6 not-italic">
            {[address?.line1, address?.line2, address?.city, address?.postcode].filter(Boolean).join(', ')}
            <br />
            <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="hover:text-white">
              {settings.phone}
            </a>
            <br />
            <a href={`mailto:${settings.email}`} className="hover:text-white">
              {settings.email}
            </a>
          </address>
        </div>
        {footer.columns?.map((column) => (
          <div key={column.id ?? column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links?.map((link) => (
                <li key={link.id ?? link.href}>
                  <Link to={link.href} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-slate-400">
          © {new Date().getFullYear()} {settings.company_name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
