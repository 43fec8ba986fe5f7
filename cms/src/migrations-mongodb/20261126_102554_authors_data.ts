import type { MigrateDownArgs, MigrateUpArgs, MongooseAdapter } from '@payloadcms/db-mongodb'

type Raw = { _id: unknown; author?: unknown; version?: { author?: unknown } }
type Native = ReturnType<NonNullable<MongooseAdapter['connection']['db']>['collection']>
type Filter = Parameters<Native['updateOne']>[0]
const byId = (doc: Raw) => ({ _id: doc._id }) as Filter

/** A native collection by its stored name (Mongoose's plural of the slug), not through today's config. */
const native = (payload: MigrateUpArgs['payload'], name: 'posts' | '_posts_versions' | 'authors'): Native =>
  (payload.db as unknown as MongooseAdapter).connection.db!.collection(name)

/**
 * Hand-written data move (issue 25), MongoDB's half of SQLite's 20261126_102554_authors: a post's
 * author was free text, in the post and in each version. Every distinct name (ignoring case and
 * spaces) becomes an author and the posts and versions point at it. Raw collection operations on
 * the connection by stored name (Payload's documented migration API): no Local API, no hooks on old data.
 */
export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  const posts = native(payload, 'posts')
  const versions = native(payload, '_posts_versions')
  const authors = native(payload, 'authors')
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
  const [posts, versions] = [native(payload, 'posts'), native(payload, '_posts_versions')]
  const names = new Map(
    (
      (await native(payload, 'authors').find({}, { session }).toArray()) as Array<{
        _id: unknown
        name: string
      }>
    ).map((author) => [String(author._id), author.name]),
  )
  for (const post of (await posts.find({}, { session }).toArray()) as Raw[])
    if (post.author)
      await posts.updateOne(byId(post), { $set: { author: names.get(String(post.author)) ?? '' } }, { session })
  for (const version of (await versions.find({}, { session }).toArray()) as Raw[])
    if (version.version?.author)
      await versions.updateOne(
        byId(version),
        { $set: { 'version.author': names.get(String(version.version.author)) ?? '' } },
        { session },
      )
}
