import { ArrowRight, Calendar, Newspaper } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiPost } from '@cms/contract/types'
import { formatLongDate } from '~/lib/format'

export function PostCard({ post }: { post: ApiPost }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden className="block aspect-[2/1] overflow-hidden bg-slate-100 sm:aspect-[16/9]">
        {post.featured_image ? (
          <img src={post.featured_image} alt="" loading="lazy" className="size-full object-cover transition duration-300 group-hover:scale-105" />
        ) : (
          <div className="relative flex size-full items-end bg-[linear-gradient(135deg,var(--color-brand-600),var(--color-ink-950))] p-5">
            <Newspaper aria-hidden className="absolute top-5 right-5 size-10 text-white/15" />
            <span className="text-sm font-semibold tracking-wide text-white/80 uppercase">{post.category}</span>
          </div>
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
          aria-label={`Read More: ${post.title}`}
        >
          Read More
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  )
}
