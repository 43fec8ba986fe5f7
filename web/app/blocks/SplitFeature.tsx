import clsx from 'clsx'
import { ArrowRight, CircleCheck } from 'lucide-react'

import type { Illustration } from '@shared/constants'
import type { Media, SplitFeatureBlock } from '@shared/payload-types'
import { IllustrationArt } from '~/components/art'

import { ResponsiveImage } from '~/components/ResponsiveImage'

import { Icon } from '~/components/icons'
import { Reveal } from './ui/Reveal'
import { Section } from './ui/Section'
import { hasLink, SmartLink } from './ui/SmartLink'

function Panel({ block, drawing }: { block: SplitFeatureBlock; drawing: Illustration | null }) {
  const image = typeof block.image === 'object' ? (block.image as Media | null) : null
  if (image?.url) {
    return (
      <ResponsiveImage
        media={image}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
      />
    )
  }
  if (drawing) {
    return (
      <figure className="relative">
        <div className="rounded-3xl bg-gradient-to-br from-brand-100 to-brand-50 p-4 text-ink-950 sm:p-8">
          <IllustrationArt name={drawing} />
        </div>
        {block.highlight_value && (
          <figcaption className="absolute -bottom-5 left-6 max-w-[75%] rounded-2xl bg-ink-950 px-5 py-3 text-white shadow-xl">
            <span className="text-2xl font-bold tracking-tight">{block.highlight_value}</span>
            {block.highlight_label && <span className="ml-2 text-sm text-brand-100">{block.highlight_label}</span>}
          </figcaption>
        )}
      </figure>
    )
  }
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-ink-950 p-10 text-white shadow-xl sm:p-12">
      <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10 blur-2xl" />
      <span className="grid size-14 place-items-center rounded-2xl bg-white/15">
        <Icon name={block.icon} className="size-7" />
      </span>
      {block.highlight_value ? (
        <p className="mt-10">
          <span className="block text-5xl font-bold tracking-tight">{block.highlight_value}</span>
          {block.highlight_label && <span className="mt-2 block text-brand-100">{block.highlight_label}</span>}
        </p>
      ) : (
        <p className="mt-10 text-2xl font-semibold">{block.heading}</p>
      )}
    </div>
  )
}

/** Copy and a bullet list beside a panel: an uploaded image, the page's drawing for it (BlockRenderer), or an icon and a headline figure. */
export function SplitFeature({ block, drawing = null }: { block: SplitFeatureBlock; drawing?: Illustration | null }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <Reveal className={clsx(block.panel_position === 'left' && 'lg:order-2')}>
          {block.eyebrow && <p className={clsx('eyebrow', dark && 'text-brand-200')}>{block.eyebrow}</p>}
          <h2 className={clsx('heading-section mt-3', dark ? 'text-white' : 'text-ink-950')}>{block.heading}</h2>
          {block.body && (
            <p className={clsx('text-lead mt-4', dark ? 'text-slate-300' : 'text-slate-600')}>{block.body}</p>
          )}
          {block.bullets && block.bullets.length > 0 && (
            <ul className="mt-8 space-y-3">
              {block.bullets.map((b) => (
                <li key={b.id ?? b.text} className="flex gap-3">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-500" />
                  <span className={dark ? 'text-slate-200' : 'text-slate-700'}>{b.text}</span>
                </li>
              ))}
            </ul>
          )}
          {hasLink(block.link) && (
            <SmartLink
              href={block.link.href}
              className={clsx(
                'mt-8 inline-flex items-center gap-1 font-semibold',
                dark ? 'text-brand-200' : 'text-brand-600 hover:text-brand-700',
              )}
            >
              {block.link.label}
              <ArrowRight aria-hidden className="size-4" />
            </SmartLink>
          )}
        </Reveal>
        <Reveal delay={0.1} className={clsx(block.panel_position === 'left' && 'lg:order-1')}>
          <Panel block={block} drawing={drawing} />
        </Reveal>
      </div>
    </Section>
  )
}
