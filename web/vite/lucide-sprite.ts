import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'vite'

const VIRTUAL = '\0lucide-sprite'
const IMPORTS = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'lucide-react'/g

/** Every icon the app imports from lucide-react (type-only names dropped). */
function usedIcons(appDir: string): string[] {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORTS)) {
          if (/^import\s+type\b/.test(match[0])) continue
          for (const part of match[1].split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]
            if (name && !name.startsWith('type ')) names.add(name)
          }
        }
      }
    }
  }
  walk(appDir)
  return [...names].filter((name) => /^[A-Z]/.test(name) && !/^Lucide(Icon|Props)$/.test(name)).sort()
}

/** `<symbol>`s drawn by lucide-react itself, so the paths are exactly the library's. */
async function buildSprite(names: string[]) {
  const React = await import('react')
  const { renderToStaticMarkup } = await import('react-dom/server')
  const lucide = (await import('lucide-react')) as unknown as Record<string, React.ComponentType>
  const symbols = names.map((name) => {
    const icon = lucide[name]
    if (!icon) throw new Error(`lucide-sprite: lucide-react has no icon named ${name}`)
    const inner = renderToStaticMarkup(React.createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '')
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/**
 * In production builds, `lucide-react` becomes an SVG sprite (issue 10): the icons' paths go into one
 * static, immutable `assets/icons-<hash>.svg`, and each icon component renders `<svg><use href=…#Name>`
 * with lucide's attributes, on the server and in the browser alike, so public pages ship no icon paths
 * in JavaScript. Dev keeps the real package.
 */
export function lucideSprite(appDir: string): Plugin {
  let sprite: { file: string; source: string; names: string[] } | undefined
  return {
    name: 'lucide-sprite',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const names = usedIcons(appDir)
      const source = await buildSprite(names)
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
      sprite = { file: `assets/icons-${hash}.svg`, source, names }
    },
    resolveId(id) {
      return id === 'lucide-react' ? VIRTUAL : undefined
    },
    load(id) {
      if (id !== VIRTUAL || !sprite) return
      const exports = sprite.names.map((name) => `export const ${name} = /*#__PURE__*/ icon(${JSON.stringify(name)})`)
      return `import { createElement, forwardRef } from 'react'
const href = ${JSON.stringify(`/${sprite.file}#`)}
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Za-z])([0-9])/g, '$1-$2').toLowerCase()
const labelled = (props) => Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title')
function icon(name) {
  const Icon = forwardRef(function Icon(
    { color = 'currentColor', size = 24, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', 'lucide-' + kebab(name), className].filter(Boolean).join(' '),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href: href + name }),
      children,
    )
  })
  Icon.displayName = name
  return Icon
}
${exports.join('\n')}
`
    },
    generateBundle() {
      // The client build writes the file; the server build only needs its name.
      if (sprite && this.environment?.name === 'client')
        this.emitFile({ type: 'asset', fileName: sprite.file, source: sprite.source })
    },
  }
}
