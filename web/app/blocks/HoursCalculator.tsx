import type { HoursCalculatorBlock } from '@cms/payload-types'
import { HoursCalculator as Calculator } from '~/features/service-hours/HoursCalculator'

export function HoursCalculator({ block }: { block: HoursCalculatorBlock }) {
  return (
    <section id={block.anchor || undefined} className="scroll-mt-24 bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {block.eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{block.eyebrow}</p>}
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">{block.heading}</h2>
          {block.intro && <p className="mt-4 text-lg leading-8 text-slate-600">{block.intro}</p>}
        </div>
        <Calculator />
      </div>
    </section>
  )
}
