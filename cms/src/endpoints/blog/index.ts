import type { PayloadRequest } from 'payload'

import { PUBLISHED } from '../../access'
import { defineEndpoint } from '../../contract/define-endpoint'
import { asId, existingDoc, findByName, mediaIdFromUrl } from '../../contract/lookups'
import { HttpError, json, param } from '../../contract/http'
import { fullName, POST_SUMMARY_SELECT, toCategory, toPost, toPostSummary } from '../../contract/mappers'
import {
  categorySchema,
  draftQuery,
  postListQuery,
  postPreviewSchema,
  postSchema,
  type PostBody,
} from '../../shared/schemas'
import { isAdminUser } from '../../shared/roles'
import { richTextToHtml, textToRichText } from '../../lib/content/richtext'
import { lookupPerRevision } from '../../lib/content/site-revision'
import type { Post } from '../../shared/payload-types'
import {
  categoryListResponse,
  categoryResponse,
  postListResponse,
  postResponse,
  postSummaryListResponse,
  previewResponse,
} from '../../shared/responses'

const POST_NOT_FOUND = 'Post not found'
const CATEGORY_NOT_FOUND = 'Category not found'
/**
 * Published posts, newest first (SPEC §7: the browser searches, filters and pages them). Only the
 * fields the list returns are read, and no rich text is rendered: the list carries no HTML.
 */
const publicPosts = defineEndpoint({
  method: 'get',
  path: '/blog/posts',
  cache: true,
  summary: 'Published posts, newest first; ?limit=1..100 (default 100)',
  access: 'public',
  ok: [200, '{ posts: ApiPost[] }'],
  response: postSummaryListResponse,
  query: postListQuery,
  errors: [400],
  handler: async ({ req, query }) => {
    const { docs } = await req.payload.find({
      collection: 'posts',
      where: PUBLISHED,
      sort: ['-published_at', '-createdAt'],
      limit: query.limit,
      // The browser gets at most this one page: no count query.
      pagination: false,
      // Related names and URLs come from the lookups below, not from populating every post.
      depth: 0,
      select: POST_SUMMARY_SELECT,
      overrideAccess: false,
      req,
    })
    const posts = docs as Post[]
    const [names, urls, authors] = await Promise.all([
      categoryNames(
        req.payload,
        posts.flatMap((post) => refIds(post.category)),
      ),
      imageUrls(
        req.payload,
        posts.flatMap((post) => refIds(post.featured_image)),
      ),
      authorNames(
        req.payload,
        posts.flatMap((post) => refIds(post.author)),
      ),
    ])
    return json({
      posts: posts.map((post) =>
        toPostSummary(post, {
          category: refIds(post.category).map((id) => names.get(id))[0] ?? '',
          image: refIds(post.featured_image).map((id) => urls.get(id))[0] ?? null,
          author: refIds(post.author).map((id) => authors.get(id))[0] ?? '',
        }),
      ),
    })
  },
})

/** The id of an unpopulated relation, as a list of zero or one. */
const refIds = (value: number | string | { id: number | string } | null | undefined) =>
  value === null || value === undefined ? [] : [typeof value === 'object' ? value.id : value]

/** Category names and image URLs change only with the site revision: read once per revision. */
const categoryNames = lookupPerRevision('categories', async (payload, ids) => {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc.name]))
})
const authorNames = lookupPerRevision('authors', async (payload, ids) => {
  const { docs } = await payload.find({
    collection: 'authors',
    where: { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc.name]))
})
const imageUrls = lookupPerRevision('media', async (payload, ids) => {
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    // The media's afterRead hook makes `url` from the file name.
    select: { filename: true, url: true },
    pagination: false,
    depth: 0,
    // Stryker disable next-line BooleanLiteral: media are readable by anyone, so access control admits the same documents either way
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc.url ?? null]))
})

/** A published post; with `?draft=true` from an admin (the site's preview mode), its latest draft. */
const publicPost = defineEndpoint({
  method: 'get',
  path: '/blog/posts/:slug',
  cache: true,
  summary: 'One published post',
  access: 'public',
  ok: [200, 'ApiPost'],
  response: postResponse,
  query: draftQuery,
  errors: [400, 404],
  handler: async ({ req, query }) => {
    const slug = param(req, 'slug', POST_NOT_FOUND)
    const draft = query.draft && isAdminUser(req.user)
    const { docs } = await req.payload.find({
      collection: 'posts',
      where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, PUBLISHED] },
      draft,
      limit: 1,
      // Two levels: the author's photo is shown under the article.
      depth: 2,
      overrideAccess: false,
      req,
    })
    if (!docs[0]) throw new HttpError(404, POST_NOT_FOUND)
    return json(toPost(docs[0]))
  },
})

const categories = defineEndpoint({
  method: 'get',
  path: '/blog/categories',
  cache: true,
  summary: 'Blog categories by name',
  access: 'public',
  ok: [200, '{ categories: ApiCategory[] }'],
  response: categoryListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'categories',
      sort: 'name',
      pagination: false,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: categories are readable by anyone, so access control admits the same documents either way
      overrideAccess: false,
      req,
    })
    return json({ categories: docs.map(toCategory) })
  },
})

const adminPosts = defineEndpoint({
  method: 'get',
  path: '/blog/admin/posts',
  summary: 'All posts, drafts included',
  access: 'admin',
  ok: [200, '{ posts: ApiPost[] }'],
  response: postListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'posts',
      sort: '-createdAt',
      pagination: false,
      depth: 1,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the posts' read access admits every admin to every post
      overrideAccess: true,
      req,
    })
    return json({ posts: docs.map(toPost) })
  },
})

/**
 * The author credited by a name typed in the portal (its case and spaces ignored): the author of
 * that name, made on first use so the portal's free-text box keeps working with people.
 */
async function authorNamed(req: PayloadRequest, name: string): Promise<number> {
  const found = await findByName(req, 'authors', name)
  if (found) return found.id
  const created = await req.payload.create({
    collection: 'authors',
    data: { name: name.trim() },
    // Stryker disable next-line BooleanLiteral: called only from admin-only endpoints, and the authors' create access admits every admin
    overrideAccess: true,
    req,
  })
  return created.id
}

/** The stored fields for a post body; the category must exist (by name, or by id). */
async function postData(req: PayloadRequest, body: PostBody, author: () => Promise<number | null>) {
  const category = (await findByName(req, 'categories', body.category)) ?? (await categoryById(req, body.category))
  if (!category) throw new HttpError(400, CATEGORY_NOT_FOUND, { category: CATEGORY_NOT_FOUND })
  return {
    title: body.title,
    excerpt: body.excerpt,
    content: await textToRichText(body.content, req.payload.config),
    content_text: body.content,
    featured_image: await mediaIdFromUrl(req, body.featured_image, 'featured_image'),
    category: category.id,
    // The contract's status is Payload's own publishing state: `draft` unpublishes the post.
    _status: body.status,
    // Stryker disable next-line MethodExpression,OptionalChaining: the schema already trims the author and makes a missing one ''
    author: body.author?.trim() ? await authorNamed(req, body.author) : await author(),
  }
}

async function categoryById(req: PayloadRequest, value: string) {
  const id = asId(req, value)
  if (id === undefined) return undefined
  return (
    (await req.payload.findByID({
      collection: 'categories',
      id,
      depth: 0,
      // Stryker disable next-line BooleanLiteral: categories are readable by anyone, so access control admits the same document either way
      overrideAccess: true,
      disableErrors: true,
      req,
    })) ?? undefined
  )
}

const createPost = defineEndpoint({
  method: 'post',
  path: '/blog/admin/posts',
  summary: 'Create a post',
  access: 'admin',
  ok: [201, 'ApiPost'],
  response: postResponse,
  errors: [400],
  body: postSchema,
  handler: async ({ req, user, body }) => {
    const data = await postData(req, body, () => authorNamed(req, fullName(user)))
    // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the posts' create access admits every admin
    const doc = await req.payload.create({ collection: 'posts', data, depth: 1, overrideAccess: true, req })
    return json(toPost(doc), 201)
  },
})

const updatePost = defineEndpoint({
  method: 'put',
  path: '/blog/admin/posts/:id',
  summary: 'Replace a post',
  access: 'admin',
  ok: [200, 'ApiPost'],
  response: postResponse,
  errors: [400, 404],
  body: postSchema,
  prepare: (req) => existingDoc(req, 'posts', POST_NOT_FOUND),
  handler: async ({ req, user, body, prepared: { id, existing } }) => {
    const kept = existing.author && typeof existing.author === 'object' ? existing.author.id : existing.author
    const data = await postData(req, body, async () => kept ?? (await authorNamed(req, fullName(user))))
    // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the posts' update access admits every admin
    const doc = await req.payload.update({ collection: 'posts', id, data, depth: 1, overrideAccess: true, req })
    return json(toPost(doc))
  },
})

const deletePost = defineEndpoint({
  method: 'delete',
  path: '/blog/admin/posts/:id',
  summary: 'Delete a post',
  access: 'admin',
  ok: [200, 'ApiPost (deleted)'],
  response: postResponse,
  errors: [404],
  handler: async ({ req }) => {
    const { id } = await existingDoc(req, 'posts', POST_NOT_FOUND)
    // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the posts' delete access admits every admin
    const doc = await req.payload.delete({ collection: 'posts', id, depth: 1, overrideAccess: true, req })
    return json(toPost(doc))
  },
})

/** The portal editor's preview: the typed body through the same Markdown → rich text → HTML path as a save. */
const previewPost = defineEndpoint({
  method: 'post',
  path: '/blog/admin/preview',
  summary: 'The post body as it will show on the blog (HTML), without saving',
  access: 'admin',
  ok: [200, '{ html: string }'],
  response: previewResponse,
  errors: [400],
  body: postPreviewSchema,
  handler: async ({ req, body: { content } }) => {
    return json({ html: await richTextToHtml(await textToRichText(content, req.payload.config), req) })
  },
})

const createCategory = defineEndpoint({
  method: 'post',
  path: '/blog/admin/categories',
  summary: 'Create a category',
  access: 'admin',
  ok: [201, 'ApiCategory'],
  response: categoryResponse,
  errors: [400, 409],
  body: categorySchema,
  handler: async ({ req, body: { name, description } }) => {
    // The collection refuses a duplicate name (409); the admin's own rights suffice.
    const doc = await req.payload.create({
      collection: 'categories',
      data: { name, description },
      // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the categories' create access admits every admin
      overrideAccess: false,
      req,
    })
    return json(toCategory(doc), 201)
  },
})

const deleteCategory = defineEndpoint({
  method: 'delete',
  path: '/blog/admin/categories/:id',
  summary: 'Delete a category no post uses',
  access: 'admin',
  ok: [200, 'ApiCategory (deleted)'],
  response: categoryResponse,
  errors: [404, 409],
  handler: async ({ req }) => {
    const { id } = await existingDoc(req, 'categories', CATEGORY_NOT_FOUND)
    // The collection refuses deleting a category still in use (409).
    // Stryker disable next-line BooleanLiteral: admin-only endpoint, and the categories' delete access admits every admin
    const doc = await req.payload.delete({ collection: 'categories', id, overrideAccess: false, req })
    return json(toCategory(doc))
  },
})

export const blogEndpoints = [
  publicPosts,
  publicPost,
  categories,
  adminPosts,
  createPost,
  updatePost,
  deletePost,
  previewPost,
  createCategory,
  deleteCategory,
]
