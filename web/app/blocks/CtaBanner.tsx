import { ArrowRight } from 'lucide-react'

import type { CtaBannerBlock } from '@shared/payload-types'

import { buttonClasses } from '~/components/ui/button'

import { Reveal } from './ui/Reveal'
import { Section } from './ui/Section'
import { hasLink, SmartLink } from './ui/SmartLink'

/** A closing call to action on a brand-blue band. */
export function CtaBanner({ block }: { block: CtaBannerBlock }) {
  return (
    <Section anchor={block.anchor} tight>
      <Reveal className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-ink-950 px-6 py-14 text-center text-white shadow-xl sm:px-16 sm:py-20">
        <div
          aria-hidden
          className="absolute -top-24 left-1/2 -z-10 size-96 -translate-x-1/2 rounded-full bg-white/10 blur-3xl"
        />
        <h2 className="heading-section mx-auto max-w-3xl">{block.heading}</h2>
        {block.body && <p className="text-lead mx-auto mt-4 max-w-2xl text-brand-100">{block.body}</p>}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {hasLink(block.primary_cta) && (
            <SmartLink href={block.primary_cta.href} className={buttonClasses('inverse', 'lg')}>
              {block.primary_cta.label}
              <ArrowRight aria-hidden className="size-4" />
            </SmartLink>
          )}
          {hasLink(block.secondary_cta) && (
            <SmartLink
              href={block.secondary_cta.href}
              className={buttonClasses('ghost', 'lg', 'border border-white/30 text-white hover:bg-white/10')}
            >
              {block.secondary_cta.label}
            </SmartLink>
          )}
        </div>
      </Reveal>
    </Section>
  )
}
