import clsx from 'clsx'
import { ArrowRight, Award, CircleCheck, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import type { Illustration } from '@shared/constants'
import type { HeroBlock, Media } from '@shared/payload-types'
import { IllustrationArt } from '~/components/art'
import { ResponsiveImage } from '~/components/ResponsiveImage'

import { buttonClasses } from '~/components/ui/button'
import { island } from '~/islands/island'
import { telHref } from '~/lib/phone'

import { useBlockData } from './block-data'
import { ScrollDownButton } from './ui/ScrollDownButton'
import { hasLink, SmartLink } from './ui/SmartLink'

const ScrollDownIsland = island('ScrollDownButton', ScrollDownButton)

/** The first award, or 'Loading...' until the awards list has one (SPEC Home). */
function AwardBadge() {
  const { awards } = useBlockData()
  const award = awards[0]
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-amber-300/30 bg-amber-300/10 px-4 py-1.5 text-sm font-medium text-amber-100">
      <Award aria-hidden className="size-4 text-amber-300" />
      {award ? (
        <span>
          {award.title}
          {award.issuer && <span className="text-amber-100/70"> · {award.issuer}</span>}
          {award.year && <span className="text-amber-100/70"> {award.year}</span>}
        </span>
      ) : (
        <span>Loading...</span>
      )}
    </p>
  )
}

/** The uploaded photo, when the hero has one (a populated relation). */
const heroPhoto = (block: HeroBlock): Media | null =>
  typeof block.image === 'object' && block.image?.url ? block.image : null

/**
 * How wide the photo is drawn: the grid's right column (5 of 12, after the 3 rem gap) inside the
 * 80 rem page from 1024 px, the page width less its padding below that.
 */
export const HERO_PHOTO_SIZES = '(min-width: 1280px) 487px, (min-width: 1024px) 40vw, calc(100vw - 2rem)'

/** The right-hand picture: an uploaded photo (at every width), else the page's drawing for it (wide screens). */
function HeroVisual({ block, drawing }: { block: HeroBlock; drawing: Illustration | null }) {
  const photo = heroPhoto(block)
  if (photo) {
    return (
      <ResponsiveImage
        media={photo}
        sizes={HERO_PHOTO_SIZES}
        priority
        className="aspect-[4/3] h-auto w-full rounded-3xl object-cover shadow-2xl"
      />
    )
  }
  return drawing ? <IllustrationArt name={drawing} /> : null
}

/**
 * `drawing`: the picture the page gives the hero (BlockRenderer), shown when no photo is uploaded.
 * `aside` replaces the picture (a campaign page's form): shown at every width, under the words on phones.
 */
export function Hero({
  block,
  drawing = null,
  aside,
}: {
  block: HeroBlock
  drawing?: Illustration | null
  aside?: ReactNode
}) {
  const home = block.size === 'home'
  // The call button dials the number kept in the site settings, so it is edited in one place.
  const { settings } = useBlockData()
  const visual = <HeroVisual block={block} drawing={drawing} />
  const phone = block.call_button ? settings?.phone : undefined
  const hasActions = Boolean(
    block.scroll_button_label || hasLink(block.primary_cta) || hasLink(block.secondary_cta) || phone,
  )
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(47,124,246,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(20,184,166,0.22),transparent_55%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div
        className={clsx(
          'container-page grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
          home ? 'min-h-[calc(100svh-4rem)] py-20 sm:py-28' : aside ? 'py-10 sm:py-12' : 'py-16 sm:py-24',
        )}
      >
        <div className="flex flex-col justify-center">
          <div className="flex flex-wrap items-center gap-3">
            {block.show_award && <AwardBadge />}
            {block.eyebrow && (
              <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-brand-100">
                {block.eyebrow}
              </p>
            )}
          </div>
          <h1 className={clsx('heading-display mt-6 max-w-4xl', !home && 'lg:text-5xl')}>{block.heading}</h1>
          {block.subheading && <p className="text-lead mt-6 max-w-2xl text-slate-300">{block.subheading}</p>}
          {hasActions && (
            <div className="mt-10 flex flex-wrap items-center gap-4">
              {block.scroll_button_label && <ScrollDownIsland label={block.scroll_button_label} />}
              {hasLink(block.primary_cta) && (
                <SmartLink
                  href={block.primary_cta.href}
                  className={buttonClasses(block.scroll_button_label ? 'inverse' : 'primary', 'lg')}
                >
                  {block.primary_cta.label}
                  <ArrowRight aria-hidden className="size-4" />
                </SmartLink>
              )}
              {hasLink(block.secondary_cta) && (
                <SmartLink
                  href={block.secondary_cta.href}
                  className={buttonClasses('ghost', 'lg', 'border border-white/25 text-white hover:bg-white/10')}
                >
                  {block.secondary_cta.label}
                </SmartLink>
              )}
              {phone && (
                <a
                  href={telHref(phone)}
                  className={buttonClasses('ghost', 'lg', 'border border-white/25 text-white hover:bg-white/10')}
                >
                  <Phone aria-hidden className="size-4" />
                  {block.call_label ? `${block.call_label} ${phone}` : phone}
                </a>
              )}
            </div>
          )}
          {block.highlights && block.highlights.length > 0 && (
            <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm text-slate-300">
              {block.highlights.map((h) => (
                <li key={h.id ?? h.text} className="flex items-center gap-2">
                  <CircleCheck aria-hidden className="size-4 text-teal-400" />
                  {h.text}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside ? (
          <div className="text-left text-ink-950">{aside}</div>
        ) : (
          <div className={clsx('text-white', !heroPhoto(block) && 'hidden lg:block')} data-hero-visual>
            {visual}
          </div>
        )}
      </div>
    </section>
  )
}
