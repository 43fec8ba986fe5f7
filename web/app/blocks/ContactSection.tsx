import { ArrowRight, Award, Building2, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import type { ContactFormBlock, SiteSetting } from '@shared/payload-types'
import { LogoImage } from '~/components/LogoImage'
import { CONTACT_FORM_ANCHOR } from '~/components/ui/form-feedback'
import { telHref } from '~/lib/phone'

import { useBlockData } from './block-data'

/** Where visitors pick a slot for a discovery call (seeded CMS page with a booking block). */
export const BOOKING_PATH = '/book'

function OfficeCard({ heading, settings }: { heading: string; settings: SiteSetting | null }) {
  const address = settings?.address
  const addressLines = [address?.line1, address?.line2, address?.city, address?.postcode, address?.country].filter(
    Boolean,
  )
  const phone = settings?.phone
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <Building2 aria-hidden className="size-5 text-brand-600" />
        {heading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        {addressLines.length > 0 && (
          <li className="flex gap-3">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <address className="not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </li>
        )}
        {phone && (
          <li className="flex gap-3">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <a href={telHref(phone)} className="font-medium hover:text-brand-700">
              {phone}
            </a>
          </li>
        )}
        {settings?.email && (
          <li className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <a href={`mailto:${settings.email}`} className="font-medium break-all hover:text-brand-700">
              {settings.email}
            </a>
          </li>
        )}
        {settings?.office_hours && (
          <li className="flex gap-3">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            {settings.office_hours}
          </li>
        )}
      </ul>
    </div>
  )
}

function PartnersCard({ heading, badges }: { heading: string; badges: SiteSetting['partner_badges'] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <Award aria-hidden className="size-5 text-brand-600" />
        {heading}
      </h2>
      <ul className="mt-4 space-y-3">
        {(badges ?? []).map((badge) => (
          <li key={badge.id ?? badge.name} className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3">
            <LogoImage media={badge.logo} className="h-8 w-auto max-w-20 shrink-0" />
            <div>
              <p className="text-sm font-semibold text-ink-950">{badge.name}</p>
              {badge.description && <p className="text-xs text-slate-600">{badge.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The /contact form card (the form itself is the route's slot content) beside the Head Office,
 * Our Partners and discovery-call cards; contact details come from the site settings.
 */
export function ContactSection({ block, form }: { block: ContactFormBlock; form: ReactNode }) {
  const { settings } = useBlockData()
  return (
    <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
      <section
        id={CONTACT_FORM_ANCHOR}
        aria-labelledby="contact-form-title"
        className="group/contact scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:self-start"
      >
        <h2 id="contact-form-title" className="text-2xl font-bold text-ink-950">
          {block.heading}
        </h2>
        {/* The intro speaks of the form ("Fields marked * are required."): gone with the form. */}
        {block.intro && (
          <p className="mt-2 text-slate-600 group-has-[[data-form-sent]]/contact:hidden">{block.intro}</p>
        )}
        <div className="mt-8">{form}</div>
      </section>

      <aside className="space-y-6">
        <OfficeCard heading={block.office_heading} settings={settings} />
        <PartnersCard heading={block.partners_heading} badges={settings?.partner_badges} />
        {(block.call_heading || block.call_link_label) && (
          <div className="rounded-2xl bg-brand-600 p-6 text-white">
            {block.call_heading && <h2 className="text-lg font-semibold">{block.call_heading}</h2>}
            {block.call_body && <p className="mt-2 text-sm text-brand-100">{block.call_body}</p>}
            {block.call_link_label && (
              <a
                href={BOOKING_PATH}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline"
              >
                {block.call_link_label}
                <ArrowRight aria-hidden className="size-4" />
              </a>
            )}
          </div>
        )}
      </aside>
    </div>
  )
}
