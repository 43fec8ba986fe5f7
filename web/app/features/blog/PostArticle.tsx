import { ArrowLeft, Calendar, Clock, Tag, User } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiPost } from '@shared/contract-types'
import { ButtonLink } from '~/components/ui/button'
import { formatLongDate } from '~/lib/format'

import { AuthorCard } from './AuthorCard'
import { readingTime } from './reading-time'

export function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Blog
    </Link>
  )
}

export type PostCta = { text?: string | null; button_label?: string | null }

/**
 * One post: its rich text as HTML (headings, lists, links, quotes, code, images). The closing
 * call to action is CMS copy (the /blog page's article-list block); without it none is shown.
 */
export function PostArticle({ post, cta }: { post: ApiPost; cta?: PostCta | null }) {
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <BackToBlog />
      {post.featured_image && (
        <img
          src={post.featured_image}
          alt=""
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
        />
      )}
      <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        {post.published_at && (
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden className="size-4" />
            <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time>
          </span>
        )}
        {post.author && (
          <span className="inline-flex items-center gap-1.5">
            <User aria-hidden className="size-4" />
            {post.author}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" />
          {readingTime(post.content)}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
          <Tag aria-hidden className="size-3.5" />
          {post.category}
        </span>
      </div>
      <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink-950 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{post.excerpt}</p>
      <div
        className="prose-cms mt-8 border-t border-slate-200 pt-8 text-base leading-8 text-slate-800"
        // Rendered on the server from the post's rich text by Payload's Lexical converters when it was
        // saved (text escaped, link URLs sanitised); line breaks typed in the portal are <br>s.
        dangerouslySetInnerHTML={{ __html: post.content_html }}
      />
      {post.author_profile && <AuthorCard author={post.author_profile} />}
      {cta?.text && cta.button_label && (
        <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-ink-950">{cta.text}</p>
          <ButtonLink to="/contact" state={{ from: `/blog/${post.slug}` }}>
            {cta.button_label}
          </ButtonLink>
        </aside>
      )}
    </article>
  )
}
