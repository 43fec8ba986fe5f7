import type { ServerResponse } from 'node:http'

const MALFORMED = 'Malformed URL'

/** True when the path has a broken percent-escape (`%E0%A4%A`), which every router downstream would throw on. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** 400 in the contract's shape for /api, plain text elsewhere. */
export function refuseMalformedUrl(pathname: string, res: ServerResponse): void {
  const api = pathname.startsWith('/api/')
  res.writeHead(400, { 'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8' })
  res.end(api ? JSON.stringify({ detail: MALFORMED, errors: [{ message: MALFORMED }] }) : MALFORMED)
}
