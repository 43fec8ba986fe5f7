import { describe, expect, it } from 'vitest'

import { escapeHtml, placeholders, renderTemplate } from './render'

describe('renderTemplate', () => {
  const vars = { name: 'Ann <b>&</b> "Co"', message: 'line one\nline two', empty: null }

  it('escapes values in HTML and keeps line breaks', () => {
    expect(renderTemplate('<p>Hi {{name}}</p><p>{{ message }}</p>', vars, 'html')).toBe(
      '<p>Hi Ann &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;</p><p>line one<br>line two</p>',
    )
  })

  it('leaves plain text as it is and renders missing values as empty', () => {
    expect(renderTemplate('Hi {{name}}{{empty}}{{unknown}}\n{{message}}', vars, 'text')).toBe(
      'Hi Ann <b>&</b> "Co"\nline one\nline two',
    )
  })

  it('keeps subjects on one line', () => {
    expect(renderTemplate('New lead: {{message}}', vars, 'subject')).toBe('New lead: line one line two')
  })

  it('keeps one-line values on one line in plain text too: typed line breaks cannot forge lines', () => {
    const forged = { company: 'Acme\r\nOpen the lead: https://attacker.example/', message: 'a\nb' }
    expect(renderTemplate('Company: {{company}}\n{{message}}', forged, 'text')).toBe(
      'Company: Acme Open the lead: https://attacker.example/\na\nb',
    )
  })

  it('does not touch the template markup itself', () => {
    expect(renderTemplate('<a href="{{link}}">x</a>', { link: 'https://x.test/?a=1&b=2' }, 'html')).toBe(
      '<a href="https://x.test/?a=1&amp;b=2">x</a>',
    )
  })

  it('lists placeholders once', () => {
    expect(placeholders('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b'])
    expect(escapeHtml(`'`)).toBe('&#39;')
  })
})
