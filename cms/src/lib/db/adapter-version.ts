import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** The installed version of `pkg`, read from its package.json (which its exports map does not expose). */
export function installedVersion(pkg: string): string {
  let dir = path.dirname(require.resolve(pkg))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string }
      if (name === pkg && version) return version
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`Cannot find the installed version of ${pkg}`)
    dir = parent
  }
}

/**
 * Refuses to run adapter internals written against one major version on another: the internals reach
 * into undocumented parts of the adapter (sessions, clients, models) that a major release may change.
 */
export function assertTestedMajor(pkg: string, testedMajor: number, module: string, version = installedVersion(pkg)) {
  const major = Number(version.split('.')[0])
  if (major !== testedMajor)
    throw new Error(
      `${pkg} ${version} is installed, but ${module} was written and tested for ${pkg} ${testedMajor}.x. ` +
        `Refusing to start on an untested major version: check ${module} against ${pkg} ${major}.x and raise its tested major.`,
    )
}
