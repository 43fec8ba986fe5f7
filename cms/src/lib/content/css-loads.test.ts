import { describe, expect, it } from 'vitest'

import { decodeCss, loadsFromOutside } from './css-loads'

describe('decodeCss', () => {
  it('decodes hex escapes (with their one optional space) and escaped characters', () => {
    expect(decodeCss('\\75 rl(')).toBe('url(')
    expect(decodeCss('\\0075rl(')).toBe('url(')
    expect(decodeCss('\\000075 rl(')).toBe('url(')
    expect(decodeCss('\\75\r\nrl(')).toBe('url(')
    expect(decodeCss('\\55 RL(')).toBe('URL(')
    expect(decodeCss('u\\rl(')).toBe('url(')
    expect(decodeCss('\\@import')).toBe('@import')
  })

  it('drops comments, line continuations, and gives U+FFFD for escapes that name no character', () => {
    expect(decodeCss('u/* x */rl(')).toBe('url(')
    expect(decodeCss('url(/* unfinished')).toBe('url(')
    expect(decodeCss('a\\\nb')).toBe('ab')
    expect(decodeCss('\\0 \\110000 \\d800 x\\')).toBe('\ufffd\ufffd\ufffdx\ufffd')
    expect(decodeCss('color: red')).toBe('color: red')
  })
})

describe('loadsFromOutside', () => {
  it.each([
    'background-image:url(https://evil.example/p.png)',
    'background-image:\\75 rl(https://evil.example/p.png)',
    'background-image:\\0075rl(https://evil.example/p.png)',
    'background:U/**/RL(https://evil.example/p.png)',
    'background-image:image-set("https://evil.example/p.png" 1x)',
    'background-image:-webkit-image-set("https://evil.example/p.png" 1x)',
    'background-image:\\69mage-set("https://evil.example/p.png" 1x)',
    'background-image:image("https://evil.example/p.png")',
    'background-image:cross-fade(url(a.png), url(b.png), 50%)',
    '@import "https://evil.example/s.css"',
    '@\\69mport "https://evil.example/s.css"',
    'width:expression(alert(1))',
    'cursor: url ( "https://evil.example/c.cur" ), auto',
  ])('finds a load in %j', (css) => {
    expect(loadsFromOutside(css)).toBe(true)
    expect(loadsFromOutside(css, { allowLocal: true })).toBe(true)
  })

  it('takes plain styles, and url(#id) inside a drawing only when local references are allowed', () => {
    expect(loadsFromOutside('color:#123;padding:4px 12px 4px 0;font-family:Arial')).toBe(false)
    for (const local of ['url(#grad)', "url('#grad')", 'url( "#grad")', '\\75 rl(#grad)']) {
      expect(loadsFromOutside(`fill:${local}`, { allowLocal: true })).toBe(false)
      expect(loadsFromOutside(`fill:${local}`)).toBe(true)
    }
    expect(loadsFromOutside('fill:url(#a);stroke:url(https://evil.example/x)', { allowLocal: true })).toBe(true)
  })
})
