import { describe, expect, it } from 'vitest'

import { inlineScripts, pageCsp } from './csp'

describe('page CSP', () => {
  it('lists only executable inline scripts', () => {
    const html =
      '<script>window.a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">import("/b")</script>'
    expect(inlineScripts(html)).toEqual(['window.a=1', 'import("/b")'])
  })

  it('allows this origin and the named hashes, never unsafe-inline scripts', () => {
    const csp = pageCsp(['abc='])
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false)
  })
})
