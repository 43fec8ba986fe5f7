import clsx from 'clsx'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { Link } from 'react-router'

import type { ContactCtaBlock } from '@shared/payload-types'

import { CTA_FOOTER, ctaBenefits, ctaHeadline } from './contact-cta'
import { brandClasses } from './ui/brand-colors'
import { Reveal } from './ui/Reveal'
import { Section } from './ui/Section'

export type ContactCtaProps = Pick<
  ContactCtaBlock,
  'product_name' | 'brand_color' | 'headline' | 'description' | 'benefits' | 'button_label'
>

/** SPEC §2 contact call-to-action card; its brand colour falls back to blue-600. */
export function ContactCtaCard({
  product_name,
  brand_color,
  headline,
  description,
  benefits,
  button_label,
}: ContactCtaProps) {
  const colour = brandClasses(brand_color)
  return (
    <div
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl"
      data-brand-color={brand_color}
    >
      <div className={clsx('h-2', colour.solid)} />
      <div className="grid gap-10 p-8 sm:p-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className={clsx('text-sm font-semibold tracking-wide uppercase', colour.text)}>{product_name}</p>
          <h2 className="heading-section mt-3 text-ink-950">{ctaHeadline(product_name, headline)}</h2>
          {description && <p className="text-lead mt-4 text-slate-600">{description}</p>}
        </div>
        <div className="lg:col-span-2">
          <ul className="space-y-3">
            {ctaBenefits(benefits).map((benefit) => (
              <li key={benefit} className="flex items-center gap-3 font-medium text-ink-950">
                <CircleCheck aria-hidden className={clsx('size-5 shrink-0', colour.text)} />
                {benefit}
              </li>
            ))}
          </ul>
          <Link
            to="/contact"
            className={clsx(
              'mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white shadow-sm transition',
              colour.solid,
            )}
          >
            {button_label || 'Get in Touch'}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <p className="mt-4 text-center text-xs text-slate-500">{CTA_FOOTER}</p>
        </div>
      </div>
    </div>
  )
}

export function ContactCta({ block }: { block: ContactCtaBlock }) {
  return (
    <Section theme="muted" anchor={block.anchor}>
      <Reveal className="mx-auto max-w-5xl">
        <ContactCtaCard {...block} />
      </Reveal>
    </Section>
  )
}
