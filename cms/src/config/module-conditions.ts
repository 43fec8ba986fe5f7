import { register } from 'node:module'

/**
 * Why the compiled server sometimes exited with code 13 before printing anything: every Lexical
 * package (`lexical`, `@lexical/*`, loaded by @payloadcms/richtext-lexical) resolves under Node's
 * `node` export condition to a `.node.mjs` wrapper whose top-level await dynamically imports its
 * `.dev.mjs` or `.prod.mjs` build, and those import the other wrappers. Whether a wrapper's dynamic
 * import meets a module still evaluating asynchronously depends on the order file reads finish, and
 * on Node 20 (V8 11.3) one of those module promises then never settles: the loop empties and Node
 * exits 13. `node --input-type=module -e "await import('@payloadcms/richtext-lexical')"` alone shows
 * it (about half of the starts on a loaded machine).
 *
 * The packages also list a `production` and a `development` condition, which name the build
 * directly (no wrapper, no top-level await). This hook adds the mode's condition to every
 * resolution, as bundlers do, so the module graph has no top-level await to deadlock on.
 */
const HOOK = `
let extra = []
export function initialize(data) { extra = data.conditions }
export function resolve(specifier, context, next) {
  const conditions = [...new Set([...extra, ...context.conditions])]
  return next(specifier, { ...context, conditions })
}`

export function resolveForMode(mode: 'production' | 'development' | 'test'): void {
  const conditions = mode === 'test' ? [] : [mode]
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`, { data: { conditions } })
}
