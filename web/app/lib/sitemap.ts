export type SitemapEntry = { path: string; lastmod?: string | null }

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** A sitemaps.org urlset; duplicate paths are listed once. */
export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''
      return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}
