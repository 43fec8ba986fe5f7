import type { MigrateDownArgs, MigrateUpArgs, MongooseAdapter } from '@payloadcms/db-mongodb'

type Raw = { _id: unknown; author?: unknown; version?: { author?: unknown } }
type Filter = Parameters<MongooseAdapter['collections'][string]['collection']['updateOne']>[0]
const byId = (doc: Raw) => ({ _id: doc._id }) as Filter

/**
 * Hand-written data move (issue 25), MongoDB's half of SQLite's 20261126_102554_authors: a post's
 * author was free text, in the post and in each version. Every distinct name (ignoring case and
 * spaces) becomes an author and the posts and versions point at it. Raw collection operations on
 * the adapter's connection (Payload's documented migration API): no Local API, no hooks on old data.
 */
export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  const db = payload.db as unknown as MongooseAdapter
  const posts = db.collections.posts!.collection
  const versions = db.versions.posts!.collection
  const authors = db.collections.authors!.collection
  const ids = new Map<string, unknown>()
  const authorOf = async (text: unknown) => {
    const name = typeof text === 'string' ? text.trim() : ''
    if (!name) return null
    const key = name.toLowerCase()
    if (!ids.has(key)) {
      const now = new Date()
      const { insertedId } = await authors.insertOne({ name, createdAt: now, updatedAt: now }, { session })
      ids.set(key, insertedId)
    }
    return ids.get(key)
  }
  for (const post of (await posts.find({}, { session }).toArray()) as Raw[]) {
    if (typeof post.author !== 'string') continue
    const author = await authorOf(post.author)
    await posts.updateOne(byId(post), author ? { $set: { author } } : { $unset: { author: '' } }, { session })
  }
  for (const version of (await versions.find({}, { session }).toArray()) as Raw[]) {
    if (typeof version.version?.author !== 'string') continue
    const author = await authorOf(version.version.author)
    await versions.updateOne(
      byId(version),
      author ? { $set: { 'version.author': author } } : { $unset: { 'version.author': '' } },
      { session },
    )
  }
}

/** Names back into the posts and versions; the authors stay (they may have been edited since). */
export async function down({ payload, session }: MigrateDownArgs): Promise<void> {
  const db = payload.db as unknown as MongooseAdapter
  const names = new Map(
    (
      (await db.collections.authors!.collection.find({}, { session }).toArray()) as Array<{
        _id: unknown
        name: string
      }>
    ).map((author) => [String(author._id), author.name]),
  )
  for (const post of (await db.collections.posts!.collection.find({}, { session }).toArray()) as Raw[])
    if (post.author)
      await db.collections.posts!.collection.updateOne(
        byId(post),
        { $set: { author: names.get(String(post.author)) ?? '' } },
        { session },
      )
  for (const version of (await db.versions.posts!.collection.find({}, { session }).toArray()) as Raw[])
    if (version.version?.author)
      await db.versions.posts!.collection.updateOne(
        byId(version),
        { $set: { 'version.author': names.get(String(version.version.author)) ?? '' } },
        { session },
      )
}
