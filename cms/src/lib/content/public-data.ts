/**
 * Public-ness is declared with the data: `custom: { public: true }` on a collection or global
 * anonymous visitors may read (site-revision.ts hooks those into the page cache), and on each field
 * of such a document they may read (access/public-fields.ts makes every other field admins-only).
 */
export const isPublic = (config: { custom?: Record<string, unknown> }) => config.custom?.public === true
