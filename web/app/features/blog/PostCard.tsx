import clsx from 'clsx'
import { ArrowRight, Calendar, Clock } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiPostSummary } from '@shared/contract-types'
import { formatLongDate } from '~/lib/format'

import { categoryVisual } from './category-visual'
import { readingTime } from './reading-time'

/** A post without a featured image: its category's icon on a branded, category-coloured panel. */
function CategoryArtwork({ category }: { category: string }) {
  const { icon: Icon, gradient } = categoryVisual(category)
  return (
    <div className={clsx('relative grid size-full place-items-center overflow-hidden bg-linear-135', gradient)}>
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.14)_1px,transparent_1px)] bg-size-[18px_18px]"
      />
      <Icon aria-hidden className="absolute -right-6 -bottom-8 size-40 text-white/10" strokeWidth={1.25} />
      <span className="relative grid size-16 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/25 backdrop-blur-sm transition duration-300 group-hover:scale-105">
        <Icon aria-hidden className="size-8 text-white" strokeWidth={1.75} />
      </span>
    </div>
  )
}

export function PostCard({ post }: { post: ApiPostSummary }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link
        to={`/blog/${post.slug}`}
        tabIndex={-1}
        aria-hidden
        className="block aspect-[2/1] overflow-hidden bg-slate-100 sm:aspect-[16/9]"
      >
        {post.featured_image ? (
          <img
            src={post.featured_image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <CategoryArtwork category={post.category} />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">{post.category}</span>
          {post.published_at && (
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Calendar aria-hidden className="size-3.5" />
              <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1 text-slate-500">
            <Clock aria-hidden className="size-3.5" />
            {readingTime(post.content)}
          </span>
        </div>
        <h2 className="mt-4 text-lg leading-snug font-semibold text-ink-950">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  )
}
