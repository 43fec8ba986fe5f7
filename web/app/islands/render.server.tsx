import fs from 'node:fs'
import path from 'node:path'

import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'

import { islandAssets, type IslandAssets, type Manifest } from './assets'
import type { IslandServer } from './island'
import type { IslandName } from './names'

const built = new Map<string, IslandAssets | null>()

/**
 * The islands built into `clientBuildDir`, read once (null without a build, as under `vite dev`,
 * where pages hydrate whole).
 */
export function builtIslands(clientBuildDir: string | undefined): IslandAssets | null {
  if (!clientBuildDir) return null
  if (!built.has(clientBuildDir)) {
    const manifest = path.join(clientBuildDir, '.vite', 'islands-manifest.json')
    built.set(
      clientBuildDir,
      fs.existsSync(manifest) ? islandAssets(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest) : null,
    )
  }
  return built.get(clientBuildDir) ?? null
}

/** The islands of one page render: each its own React root, under a router that only knows the URL. */
export function createIslandServer(url: string, built: IslandAssets): IslandServer {
  const added = new Set<IslandName>()
  let count = 0
  return {
    add(name) {
      added.add(name)
      return `i${count++}-`
    },
    render: (element, identifierPrefix) =>
      renderToString(<StaticRouter location={url}>{element}</StaticRouter>, { identifierPrefix }),
    scripts: () => ({ entry: built.entry, preloads: built.preloads(added) }),
  }
}
