import { describe, expect, it } from 'vitest'

import { looksLikeSvg, sanitizeSvg } from './svg'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('looksLikeSvg', () => {
  it('finds the svg root after a BOM, an XML declaration, comments and a doctype', () => {
    expect(looksLikeSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true)
    expect(
      looksLikeSvg(
        bytes(
          '\uFEFF<?xml version="1.0"?>\n<!-- Generator: x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
        ),
      ),
    ).toBe(true)
  })

  it('says no to HTML and plain text', () => {
    expect(looksLikeSvg(bytes('<html><svg></svg></html>'))).toBe(false)
    expect(looksLikeSvg(bytes('hello'))).toBe(false)
    expect(looksLikeSvg(bytes('<svgx>'))).toBe(false)
  })
})

describe('sanitizeSvg', () => {
  it('keeps a plain logo drawable, with its namespace and its own gradients', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#1a5fe0"/></linearGradient><path id="p" d="M0 0h10v10z"/></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="9">AW</text></svg>'
    const clean = sanitizeSvg(logo)!
    expect(clean).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(clean).toContain('viewBox="0 0 10 10"')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toContain('>AW</text>')
  })

  it('removes scripts, event handlers, foreign HTML and every outside reference', () => {
    const evil = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">',
      '<script>alert(2)</script>',
      '<rect width="5" height="5" onclick="alert(3)" style="fill: url(https://evil.example/x.svg#a)"/>',
      '<image href="https://evil.example/track.png" width="1" height="1"/>',
      '<use xlink:href="https://evil.example/sprite.svg#icon"/>',
      '<a href="javascript:alert(4)"><circle r="2"/></a>',
      '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
      '<style>@import url(https://evil.example/x.css); rect { fill: url(//evil.example/f) }</style>',
      '<animate attributeName="href" to="javascript:alert(5)"/>',
      '<circle r="3" fill="#0f1d3a"/>',
      '</svg>',
    ].join('')
    const clean = sanitizeSvg(evil)!
    expect(clean).toContain('<circle r="3" fill="#0f1d3a"')
    for (const bad of ['script', 'alert', 'onload', 'onclick', 'evil.example', 'foreignObject', 'iframe', 'javascript'])
      expect(clean, bad).not.toContain(bad)
  })

  it('drops CSS that loads from outside however it is escaped, in style and in presentation attributes', () => {
    const shapes = [
      '<rect width="1" height="1" style="fill:\\75 rl(https://evil.example/x)"/>',
      '<rect width="2" height="2" style="fill:\\0075rl(https://evil.example/x)"/>',
      '<rect width="3" height="3" style="fill:u/**/rl(https://evil.example/x)"/>',
      '<rect width="4" height="4" style="fill:-webkit-image-set(&quot;https://evil.example/x&quot; 1x)"/>',
      '<rect width="5" height="5" fill="url(https://evil.example/x#p)" filter="\\75 rl(https://evil.example/f#f)"/>',
      '<rect width="6" height="6" cursor="url(https://evil.example/c.cur), auto"/>',
      '<style>rect { fill: \\75 rl(https://evil.example/s) }</style>',
      '<circle r="3" fill="url(#g)" style="stroke:#123"/>',
    ]
    const clean = sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg">${shapes.join('')}</svg>`)!
    expect(clean).not.toContain('evil.example')
    expect(clean).toContain('<circle r="3" fill="url(#g)" style="stroke:#123"')
    expect(clean).toContain('<rect width="6" height="6"')
  })

  it('refuses what is not a single SVG drawing', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull()
    expect(sanitizeSvg('plain text')).toBeNull()
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeNull()
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toBeNull()
  })
})
