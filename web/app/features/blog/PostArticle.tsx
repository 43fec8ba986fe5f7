import clsx from 'clsx'
import { ArrowLeft, ArrowRight, Calendar, Clock, Tag, User } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiPost } from '@shared/contract-types'
import { ButtonLink } from '~/components/ui/button'
import { formatLongDate } from '~/lib/format'

import { AuthorCard } from './AuthorCard'
import type { PostLink } from './post-neighbours'
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

/** The other posts an article links to: either side in the blog's order, and the closest in subject. */
export type MorePosts = { newer: PostLink | null; older: PostLink | null; related: PostLink[] }

function RelatedPosts({ posts }: { posts: PostLink[] }) {
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="text-xl font-bold text-ink-950">
        Related articles
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-xs font-semibold text-brand-700">{post.category}</p>
            <h3 className="mt-2 leading-snug font-semibold text-ink-950">
              <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-600">
              <Clock aria-hidden className="size-3.5" />
              {post.reading}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Previous (older) and next (newer) article, as the blog lists them. */
function PostPager({ older, newer }: Pick<MorePosts, 'older' | 'newer'>) {
  const link = (post: PostLink, label: string, forward: boolean) => (
    <Link
      to={`/blog/${post.slug}`}
      className={clsx(
        'flex flex-col gap-1 rounded-2xl border border-slate-200 p-5 hover:border-brand-300 hover:bg-brand-50',
        forward && 'sm:col-start-2 sm:text-right',
      )}
    >
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 text-xs font-semibold text-brand-700',
          forward && 'sm:self-end',
        )}
      >
        {!forward && <ArrowLeft aria-hidden className="size-3.5" />}
        {label}
        {forward && <ArrowRight aria-hidden className="size-3.5" />}
      </span>
      <span className="font-semibold text-ink-950">{post.title}</span>
    </Link>
  )
  return (
    <nav aria-label="More articles" className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {older && link(older, 'Previous article', false)}
      {newer && link(newer, 'Next article', true)}
    </nav>
  )
}

/**
 * One post: its rich text as HTML (headings, lists, links, quotes, code, images). The closing
 * call to action is CMS copy (the /blog page's article-list block); without it none is shown.
 */
export function PostArticle({ post, cta, more }: { post: ApiPost; cta?: PostCta | null; more?: MorePosts }) {
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
      {more && more.related.length > 0 && <RelatedPosts posts={more.related} />}
      {more && (more.older || more.newer) && <PostPager older={more.older} newer={more.newer} />}
    </article>
  )
}
