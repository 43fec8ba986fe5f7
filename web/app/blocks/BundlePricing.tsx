import { CheckCircle2, FileText } from 'lucide-react'

import type { BundlePricingBlock } from '@shared/payload-types'
import { BundleCards } from '~/components/service-hours/BundleCards'
import { TermToggle } from '~/components/service-hours/TermToggle'
import { island } from '~/islands/island'

import { Section, SectionHeading } from './ui/Section'

const TermToggleIsland = island('TermToggle', TermToggle)
const BundleCardsIsland = island('BundleCards', BundleCards)

export function BundlePricing({ block }: { block: BundlePricingBlock }) {
  return (
    <Section anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="mb-8" />
      <div className="text-center">
        <TermToggleIsland />
      </div>
      <div>
        <div className="mt-12">
          <BundleCardsIsland />
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {block.inclusions && block.inclusions.length > 0 && (
            <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
              <h3 className="text-lg font-semibold text-ink-950">{block.inclusions_heading}</h3>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {block.inclusions.map((item) => (
                  <li key={item.id ?? item.text} className="flex gap-2 text-sm text-slate-700">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {item.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {block.terms && block.terms.length > 0 && (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-950">
                <FileText aria-hidden className="size-5 text-slate-500" />
                {block.terms_heading}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700 marker:text-slate-400">
                {block.terms.map((item) => (
                  <li key={item.id ?? item.text}>{item.text}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
