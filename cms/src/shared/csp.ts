/**
 * The site's and the portal's Content-Security-Policy. Scripts come from this origin, plus the inline
 * scripts React Router wrote into this very page, named by their SHA-256. Hashes rather than a nonce:
 * a cached page stays byte-identical for every visitor, and markup injected into it still cannot run.
 * Only this origin may frame the pages (the admin's live-preview pane).
 */
export function pageCsp(inlineScriptHashes: string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** The bodies of a page's executable inline scripts (JSON-LD data blocks are not scripts that run). */
export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/(?:ld\+)?json"/.test(attributes)) continue
    if (match[2]) found.push(match[2])
  }
  return found
}
