import clsx from 'clsx'

import type { RichTextBlock } from '@shared/payload-types'

import { LexicalContent } from './ui/lexical'
import { Section } from './ui/Section'

export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <div className={clsx('prose-cms mx-auto', block.theme === 'dark' && 'text-slate-300')}>
        <LexicalContent root={block.content?.root} />
      </div>
    </Section>
  )
}
