/**
 * What the public forms check with: conform's zod parser and the shared schemas. Loaded on first use
 * (lib/public-form.ts), into a chunk of its own with zod, so zod stays out of a page's first load.
 */
export { parseWithZod } from '@conform-to/zod/v4'
export * from '@shared/schemas'
