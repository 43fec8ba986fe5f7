import type { HoursCalculatorBlock } from '@shared/payload-types'
import { HoursCalculator as Calculator } from '~/components/service-hours/HoursCalculator'
import { island } from '~/islands/island'

import { Section, SectionHeading } from './ui/Section'

const CalculatorIsland = island('HoursCalculator', Calculator)

export function HoursCalculator({ block }: { block: HoursCalculatorBlock }) {
  return (
    <Section theme="muted" anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <CalculatorIsland />
    </Section>
  )
}
