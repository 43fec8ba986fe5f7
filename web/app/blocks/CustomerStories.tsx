import clsx from 'clsx'
import { TrendingUp } from 'lucide-react'

import type { CustomerStoriesBlock } from '@shared/payload-types'
import { populatedMedia } from '~/components/LogoImage'
import { ResponsiveImage } from '~/components/ResponsiveImage'

import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

type Story = CustomerStoriesBlock['items'][number]

/** The story's uploaded photo above its words; a story without one keeps the plain card. */
function StoryPhoto({ image }: { image: Story['image'] }) {
  const photo = populatedMedia(image)
  if (!photo) return null
  return (
    <ResponsiveImage
      media={photo}
      sizes="(min-width: 1280px) 390px, (min-width: 768px) 30vw, calc(100vw - 2rem)"
      className="mb-5 aspect-[16/9] w-full rounded-2xl object-cover"
    />
  )
}

export function CustomerStories({ block }: { block: CustomerStoriesBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {block.items.map((story, index) => (
          <Reveal
            as="li"
            key={story.id ?? story.company}
            delay={stepDelay(index, 0.1)}
            className={cardClasses(dark, 'flex flex-col')}
          >
            <StoryPhoto image={story.image} />
            {story.sector && (
              <p
                className={clsx(
                  'text-xs font-semibold tracking-wide uppercase',
                  dark ? 'text-brand-200' : 'text-brand-600',
                )}
              >
                {story.sector}
              </p>
            )}
            <h3 className={clsx('heading-card mt-2', dark ? 'text-white' : 'text-ink-950')}>{story.company}</h3>
            {story.summary && (
              <p className={clsx('mt-3 flex-1 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                {story.summary}
              </p>
            )}
            <p
              className={clsx(
                'mt-5 flex items-center gap-2 border-t pt-4 text-sm font-semibold',
                dark ? 'border-white/10 text-teal-300' : 'border-slate-100 text-teal-700',
              )}
            >
              <TrendingUp aria-hidden className="size-4" />
              {story.result}
            </p>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
