import type { IslandName } from './names'

/** A chunk of Vite's build manifest (the fields the islands use). */
export type ManifestChunk = {
  file: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The islands build's entry script, and the files to preload for a page holding some islands. */
export function islandAssets(manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The islands manifest has no entry')
  const url = (key: string) => `/${manifest[key]!.file}`

  /** The chunk and everything it imports statically, entry first. */
  const closure = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key) || !manifest[key]) return []
    seen.add(key)
    return [key, ...(manifest[key].imports ?? []).flatMap((child) => closure(child, seen))]
  }
  const islandKey = (name: IslandName) =>
    Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && manifest[key]?.name === name)

  return {
    entry: url(entryKey),
    preloads(islands: Iterable<IslandName>): string[] {
      const seen = new Set<string>()
      const keys = closure(entryKey, seen).slice(1)
      for (const name of islands) {
        const key = islandKey(name)
        if (key) keys.push(...closure(key, seen))
      }
      return keys.map(url)
    },
  }
}

export type IslandAssets = ReturnType<typeof islandAssets>
