/**
 * The public URL of a request: SERVER_URL's origin followed by the request target. Only a path with
 * one leading `/` is a target we answer: `//host/…` and `/\host/…` (which URL parsers read as a
 * host), an absolute URL (`GET http://host/…`) or `*` give null. The Host and X-Forwarded-* headers
 * never count, so nothing a client sends can move a canonical link, og:url, the sitemap or a cache key.
 */
export function publicUrl(target: string | undefined, serverUrl: string): URL | null {
  if (!target?.startsWith('/') || target[1] === '/' || target[1] === '\\') return null
  const { origin } = new URL(serverUrl)
  try {
    const url = new URL(origin + target)
    return url.origin === origin ? url : null
  } catch {
    return null
  }
}
