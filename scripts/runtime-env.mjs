// How the production image tunes Node: the runtime stage's ENV lines in the Dockerfile, the one place
// they are written. The servers the bench, Lighthouse and the e2e tests start take them too, so they
// measure and test the server as it ships (its heap cap included).
import fs from 'node:fs'
import path from 'node:path'

const TUNING = ['MALLOC_ARENA_MAX', 'NODE_OPTIONS']

/** `{ MALLOC_ARENA_MAX, NODE_OPTIONS }` as the Dockerfile's runtime stage sets them. */
export function runtimeEnv() {
  const dockerfile = fs.readFileSync(path.join(import.meta.dirname, '..', 'Dockerfile'), 'utf8')
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'))
  const env = {}
  for (const [, settings] of runtime.matchAll(/^ENV\s+(.+)$/gm))
    for (const [, name, value] of settings.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g))
      if (TUNING.includes(name)) env[name] = value.replace(/^"|"$/g, '')
  const missing = TUNING.filter((name) => !(name in env))
  if (missing.length) throw new Error(`The Dockerfile's runtime stage sets no ${missing.join(', ')}`)
  return env
}
