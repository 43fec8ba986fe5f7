import type { HoursCalculatorBlock } from '@shared/payload-types'
import { HoursCalculator as Calculator } from '~/features/service-hours/HoursCalculator'

import { Section, SectionHeading } from './ui/Section'

export function HoursCalculator({ block }: { block: HoursCalculatorBlock }) {
  return (
    <Section theme="muted" anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Calculator />
    </Section>
  )
}
