import type { FaqBlock } from '@shared/payload-types'
import { island } from '~/islands/island'

import { Accordion } from './ui/Accordion'
import { Reveal } from './ui/Reveal'
import { Section, SectionHeading } from './ui/Section'

const AccordionIsland = island('Accordion', Accordion)

export function Faq({ block }: { block: FaqBlock }) {
  const items = block.items.map((item, index) => ({
    id: item.id ?? String(index),
    question: item.question,
    answer: item.answer,
  }))
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Reveal className="mx-auto max-w-3xl">
        <AccordionIsland items={items} dark={block.theme === 'dark'} />
      </Reveal>
    </Section>
  )
}
