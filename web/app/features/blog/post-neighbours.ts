import type { ApiPostSummary } from '@shared/contract-types'

import { readingTime } from './reading-time'

/** What a link to another post shows: small enough to travel in the page's data. */
export type PostLink = { slug: string; title: string; category: string; published_at: string | null; reading: string }

type Post = Pick<ApiPostSummary, 'slug' | 'title' | 'excerpt' | 'category' | 'published_at' | 'content'>

const toLink = (post: Post): PostLink => ({
  slug: post.slug,
  title: post.title,
  category: post.category,
  published_at: post.published_at,
  reading: readingTime(post.content),
})

/** Newest first, as the blog lists them. */
const newestFirst = (a: Post, b: Post) => (b.published_at ?? '').localeCompare(a.published_at ?? '')

/** The posts either side of `slug` in the blog's order: the newer one and the older one. */
export function postNeighbours(posts: Post[], slug: string): { newer: PostLink | null; older: PostLink | null } {
  const ordered = [...posts].sort(newestFirst)
  const at = ordered.findIndex((post) => post.slug === slug)
  if (at < 0) return { newer: null, older: null }
  const link = (post: Post | undefined) => (post ? toLink(post) : null)
  return { newer: link(ordered[at - 1]), older: link(ordered[at + 1]) }
}

/** Words too common to say two posts are about the same thing. */
const COMMON = new Set(
  'about after also been before being does each every from have into just more most much only other over same some such than that their them then there these they this those through very what when where which while will with without would your'.split(
    ' ',
  ),
)

const topicWords = (post: Post) =>
  new Set(
    `${post.title} ${post.excerpt}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4 && !COMMON.has(word)),
  )

/** A post in the same category counts as much as this many shared words. */
const CATEGORY_WEIGHT = 3

/**
 * Up to `count` other posts about the same thing: the same category and words shared by the titles
 * and excerpts, the closest first, then the newest. A post sharing neither is never offered.
 */
export function relatedPosts(posts: Post[], post: Post, count = 3): PostLink[] {
  const words = topicWords(post)
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => {
      let score = other.category === post.category ? CATEGORY_WEIGHT : 0
      for (const word of topicWords(other)) if (words.has(word)) score += 1
      return { other, score }
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => toLink(other))
}
