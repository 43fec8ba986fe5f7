import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import satori from 'satori'
import sharp from 'sharp'

import { OG_IMAGE_SIZE } from '../shared/og'

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } }

/** A satori element without JSX (the server compiles plain TypeScript). */
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
})

const require = createRequire(import.meta.url)
let fonts: Promise<Array<{ name: string; data: Buffer; weight: 400 | 800; style: 'normal' }>> | null = null

/** Inter from the @fontsource package (WOFF, which satori reads), loaded once. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  )
  return fonts
}

const BRAND = { ink: '#0b1324', blue: '#2f7cf6', blueDark: '#1a5fe0', sky: '#bcd7ff', teal: '#2dd4bf' }

/** Bars and a line, the brand's "product screen" motif, drawn with boxes. */
function art(): Node {
  const bars = [120, 190, 150, 240, 210, 290]
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'flex-end',
      gap: 18,
      flexShrink: 0,
      width: 300,
      height: 320,
      padding: 28,
      borderRadius: 28,
      background: 'rgba(255,255,255,0.08)',
      border: '1px solid rgba(255,255,255,0.15)',
    },
    bars.map((height, i) =>
      h('div', { width: 26, height, borderRadius: 8, background: i === 3 ? BRAND.teal : BRAND.blue }),
    ),
  )
}

/** The 1200 × 630 PNG for a page: brand, its section, its title and the art. */
export async function renderOgImage({ title, eyebrow }: { title: string; eyebrow: string }): Promise<Buffer> {
  const titleSize = title.length > 70 ? 52 : title.length > 40 ? 62 : 72
  const tree = h(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      padding: 72,
      gap: 96,
      alignItems: 'center',
      fontFamily: 'Inter',
      color: 'white',
      backgroundColor: BRAND.ink,
      backgroundImage: `radial-gradient(circle at 85% 10%, rgba(47,124,246,0.55), transparent 55%), radial-gradient(circle at 0% 100%, rgba(20,184,166,0.35), transparent 50%)`,
    },
    [
      h(
        'div',
        { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 600, height: '100%' },
        [
          h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
            h(
              'div',
              {
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 56,
                height: 56,
                borderRadius: 14,
                background: BRAND.blueDark,
                fontSize: 24,
                fontWeight: 800,
              },
              'B1',
            ),
            h('div', { fontSize: 30, fontWeight: 800 }, 'Clearpath B1'),
          ]),
          h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
            h('div', { display: 'flex', fontSize: 24, color: BRAND.sky, fontWeight: 400 }, eyebrow),
            h('div', { display: 'flex', fontSize: titleSize, fontWeight: 800, lineHeight: 1.08 }, title),
          ]),
          h('div', { display: 'flex', fontSize: 22, color: 'rgba(255,255,255,0.7)' }, 'SAP Business One partner · UK'),
        ],
      ),
      art(),
    ],
  )
  const svg = await satori(tree as never, { ...OG_IMAGE_SIZE, fonts: await loadFonts() })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
