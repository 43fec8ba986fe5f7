import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import type { Footer, SiteSetting } from '@shared/payload-types'
import { telHref } from '~/lib/phone'

import { monogram } from '~/components/art/Wordmark'
import { LogoImage, populatedMedia } from '~/components/LogoImage'

import { Logo } from './Logo'

const SOCIAL_LABELS: Record<NonNullable<SiteSetting['socials']>[number]['platform'], string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
}

type Badge = NonNullable<SiteSetting['partner_badges']>[number]

/** The badge's uploaded logo, else its initials. */
function BadgeMark({ badge }: { badge: Badge }) {
  const logo = populatedMedia(badge.logo)
  if (logo) return <LogoImage media={logo} className="h-6 w-auto max-w-24 rounded bg-white p-0.5" />
  return (
    <span
      aria-hidden
      className="grid size-6 place-items-center rounded-md bg-white text-[10px] font-black text-ink-950"
    >
      {monogram(badge.name)}
    </span>
  )
}

export function SiteFooter({ footer, settings }: { footer: Footer; settings: SiteSetting }) {
  const address = settings.address
  const addressLine = [address?.line1, address?.line2, address?.city, address?.postcode].filter(Boolean).join(', ')
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <div className="space-y-5 lg:col-span-4">
          <Logo inverted />
          {footer.tagline && <p className="max-w-sm text-sm leading-6">{footer.tagline}</p>}
          <address className="space-y-2 text-sm not-italic">
            {addressLine && (
              <p className="flex gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-200" />
                {addressLine}
              </p>
            )}
            <p className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <a href={telHref(settings.phone)} className="hover:text-white">
                {settings.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <a href={`mailto:${settings.email}`} className="hover:text-white">
                {settings.email}
              </a>
            </p>
            {settings.office_hours && (
              <p className="flex gap-2">
                <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-200" />
                {settings.office_hours}
              </p>
            )}
          </address>
          {settings.socials && settings.socials.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Social media">
              {settings.socials.map((social) => (
                <li key={social.id ?? social.platform}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-full border border-white/15 px-3 py-1 text-xs font-semibold text-white hover:border-white/40"
                  >
                    {SOCIAL_LABELS[social.platform]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-8">
          {footer.columns?.map((column) => (
            <div key={column.id ?? column.heading}>
              <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links
                  ?.filter((link) => link.href)
                  .map((link) => (
                    <li key={link.id ?? link.href}>
                      <Link to={link.href!} className="hover:text-white">
                        {link.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      {settings.partner_badges && settings.partner_badges.length > 0 && (
        <div className="border-t border-white/10">
          <ul className="container-page flex flex-wrap items-center gap-3 py-6" aria-label="Partner status">
            {settings.partner_badges.map((badge) => (
              <li
                key={badge.id ?? badge.name}
                title={badge.description ?? undefined}
                className="inline-flex items-center gap-2 rounded-xl border border-white/10 bg-white/5 px-4 py-2 text-sm font-semibold text-white"
              >
                <BadgeMark badge={badge} />
                <span className="font-extrabold tracking-tight">{badge.name}</span>
                {badge.description && (
                  <span className="hidden font-normal text-slate-400 md:inline">· {badge.description}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="container-page space-y-1 py-6 text-xs text-slate-400">
          <p>
            {`© ${new Date().getFullYear()} ${settings.company_name}. All rights reserved. SAP and SAP Business One are trademarks of SAP SE.`}
          </p>
          <CompanyRegistration settings={settings} />
        </div>
      </div>
    </footer>
  )
}

/** "Registered in England and Wales no. 09876543 · VAT GB 123 4567 89", when the settings hold them. */
export function registrationLine(settings: Pick<SiteSetting, 'company_number' | 'vat_number'>) {
  const parts = [
    settings.company_number && `Registered in England and Wales no. ${settings.company_number}`,
    settings.vat_number && `VAT ${settings.vat_number}`,
  ].filter(Boolean)
  return parts.join(' · ')
}

export function CompanyRegistration({ settings }: { settings: SiteSetting }) {
  const line = registrationLine(settings)
  return line ? <p>{line}</p> : null
}
