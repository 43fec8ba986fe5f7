import { ArrowDown, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import type { HeroBlock } from '@cms/payload-types'

/** Scrolls one viewport down, as the home page's "Start Your Journey" promises. */
function scrollOneViewport() {
  window.scrollBy({ top: window.innerHeight, behavior: 'smooth' })
}

export function Hero({ block }: { block: HeroBlock }) {
  return (
    <section className="relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(47,124,246,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(20,184,166,0.25),transparent_55%)]"
      />
      <div className="container-page relative py-24 sm:py-32">
        {block.eyebrow && (
          <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-brand-100">
            {block.eyebrow}
          </p>
        )}
        <h1 className="mt-6 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-6xl">{block.heading}</h1>
        {block.subheading && <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">{block.subheading}</p>}
        <div className="mt-10 flex flex-wrap items-center gap-4">
          {block.scroll_button_label && (
            <button
              type="button"
              onClick={scrollOneViewport}
              className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/30 transition hover:bg-brand-600"
            >
              {block.scroll_button_label}
              <ArrowDown aria-hidden className="size-4" />
            </button>
          )}
          {block.primary_cta?.label && block.primary_cta.href && (
            <Link
              to={block.primary_cta.href}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-ink-950 transition hover:bg-brand-50"
            >
              {block.primary_cta.label}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
          {block.secondary_cta?.label && block.secondary_cta.href && (
            <Link
              to={block.secondary_cta.href}
              className="inline-flex items-center gap-2 rounded-full border border-white/25 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
            >
              {block.secondary_cta.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
