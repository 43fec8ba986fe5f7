import type { ApiPost } from '@shared/contract-types'

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: ApiPost, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    datePublished: post.published_at ?? undefined,
    author: post.author ? { '@type': 'Person', name: post.author } : undefined,
    image: post.featured_image ? new URL(post.featured_image, origin || 'http://localhost').href : undefined,
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
  }
}
