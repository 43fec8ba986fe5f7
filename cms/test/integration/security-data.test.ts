/**
 * Regression tests for the third security review (issue 33), the findings in the data rules and the
 * e-mails: each failed before its fix, over real HTTP.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_REQUIRED } from '../../src/collections/Users/auth-guards'
import { expectJson } from '../contract'
import { parseCsv } from '../csv'
import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const HOUR = 3_600_000

const emailOf = async (id: number | string) =>
  (await t.payload.findByID({ collection: 'users', id, overrideAccess: true })).email

describe('a bulk PATCH of users asks for the current password as PATCH by id does (M1)', () => {
  const bulk = (as: As, query: string, body: unknown) => t.request(`/api/users?${query}`, { method: 'PATCH', as, body })

  it('refuses a new e-mail or password for your own account without it, whatever the query', async () => {
    for (const as of ['user', 'admin', 'super_admin'] as const) {
      const { id, email } = t.accounts[as]
      for (const query of [`where[id][equals]=${id}`, `where[email][equals]=${email}`, `where[id][in]=${id}`]) {
        for (const body of [{ email: `taken-${as}@evil.example` }, { password: 'attacker-chosen-password' }]) {
          const res = await bulk(as, query, body)
          expect(res.status, `${as} ${query}`).toBe(400)
          expect(await res.text()).toContain(CURRENT_PASSWORD_REQUIRED)
        }
      }
      expect(await emailOf(id)).toBe(email)
      const login = await t.request('/api/users/login', {
        method: 'POST',
        body: { email, password: t.accounts[as].password },
      })
      expect(login.status).toBe(200)
    }
  })

  it('refuses it when the caller is one of several accounts the query selects', async () => {
    const res = await bulk('super_admin', 'where[email][like]=test.example', { password: 'attacker-chosen-password' })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(CURRENT_PASSWORD_REQUIRED)
  })

  it('with the current password the change goes through; other fields and other accounts need none', async () => {
    const { id, email, password } = t.accounts.user
    const renamed = await bulk('user', `where[id][equals]=${id}`, { first_name: 'Renamed' })
    expect(renamed.status).toBe(200)
    const other = await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'bulk-other@test.example', password, first_name: 'O', last_name: 'T', role: 'user' },
    })
    const byAdmin = await bulk('admin', `where[id][equals]=${other.id}`, { email: 'bulk-moved@test.example' })
    expect(byAdmin.status).toBe(200)
    expect(await emailOf(other.id)).toBe('bulk-moved@test.example')
    const confirmed = await bulk('user', `where[id][equals]=${id}`, { password, currentPassword: password })
    expect(confirmed.status).toBe(200)
    expect(await emailOf(id)).toBe(email)
  })
})

describe("a task's owner changes only whether it is done (M2)", () => {
  let mine: number | string
  let secret: number | string
  let task: number | string

  beforeAll(async () => {
    const lead = (company: string, first_name: string) =>
      t.payload.create({
        collection: 'leads',
        data: { first_name, email: `${first_name}@buyer.example`, company, message: 'Hi', status: 'new' },
        overrideAccess: true,
      })
    mine = (await lead('Given Ltd', 'Gina')).id
    secret = (await lead('Secret Holdings', 'Sid')).id
    task = (
      await t.payload.create({
        collection: 'lead-tasks',
        data: {
          lead: mine as number,
          title: 'Call back',
          due_at: new Date(Date.now() + HOUR).toISOString(),
          owner: t.accounts.user.id as number,
        },
        overrideAccess: true,
      })
    ).id
  })

  const stored = () => t.payload.findByID({ collection: 'lead-tasks', id: task, depth: 0, overrideAccess: true })

  it("cannot point their task at another lead, hand it on or change what it says, so no other lead's name shows", async () => {
    const before = await stored()
    for (const body of [
      { lead: secret },
      { owner: t.accounts.admin.id },
      { title: 'Renamed' },
      { due_at: new Date(Date.now() + 48 * HOUR).toISOString() },
      { overdue_notified_at: new Date().toISOString() },
    ])
      await t.request(`/api/lead-tasks/${task}`, { method: 'PATCH', as: 'user', body })
    await t.request(`/api/lead-tasks?where[id][equals]=${task}`, {
      method: 'PATCH',
      as: 'user',
      body: { lead: secret },
    })
    expect(await stored()).toMatchObject({
      lead: before.lead,
      owner: before.owner,
      title: before.title,
      due_at: before.due_at,
    })
    expect((await stored()).overdue_notified_at ?? null).toBeNull()
    const { tasks } = await expectJson(await t.request('/api/portal/tasks', { as: 'user' }))
    expect(tasks).toEqual([expect.objectContaining({ lead_id: mine, company: 'Given Ltd', contact: 'Gina' })])
    expect(JSON.stringify(tasks)).not.toContain('Secret')
    expect((await t.request(`/api/leads/${secret}`, { as: 'user' })).status).toBe(403)
  })

  it('anonymous and inactive callers change nothing; admins and super admins set every field', async () => {
    for (const as of ['anonymous', 'inactive'] as const) {
      const res = await t.request(`/api/lead-tasks/${task}`, { method: 'PATCH', as, body: { lead: secret } })
      expect(res.status, as).toBe(403)
    }
    expect((await stored()).lead).toBe(mine)
    for (const [as, lead, title] of [
      ['super_admin', secret, 'Moved by a super admin'],
      ['admin', mine, 'Call back'],
    ] as const) {
      const res = await t.request(`/api/lead-tasks/${task}`, { method: 'PATCH', as, body: { lead, title } })
      expect(res.status, as).toBe(200)
      expect(await stored(), as).toMatchObject({ lead, title })
    }
  })

  it('ticks it off over Payload REST too; an admin still moves it to another lead', async () => {
    const done = new Date().toISOString()
    const ticked = await t.request(`/api/lead-tasks/${task}`, { method: 'PATCH', as: 'user', body: { done_at: done } })
    expect(ticked.status).toBe(200)
    expect((await stored()).done_at).toBe(done)
    const moved = await t.request(`/api/lead-tasks/${task}`, { method: 'PATCH', as: 'admin', body: { lead: secret } })
    expect(moved.status).toBe(200)
    expect((await stored()).lead).toBe(secret)
  })
})

describe('CSS escapes hide no outside load (L4)', () => {
  const LOADS = [
    'background-image:\\75 rl(https://evil.example/p.png)',
    'background-image:\\0075rl(https://evil.example/p.png)',
    'background-image:u/**/rl(https://evil.example/p.png)',
    "background-image:image-set('https://evil.example/p.png' 1x)",
    "background-image:-webkit-image-set('https://evil.example/p.png' 1x)",
  ]

  it('an e-mail template whose style loads from outside is refused, however it is spelt', async () => {
    const template = await t.payload.create({
      collection: 'email-templates',
      data: { key: 'password-reset', subject: 'Reset', text: '{{link}}', html: '<p>{{link}}</p>' },
      overrideAccess: true,
    })
    for (const style of LOADS) {
      const res = await t.request(`/api/email-templates/${template.id}`, {
        method: 'PATCH',
        as: 'super_admin',
        body: { html: `<p style="${style.replaceAll('"', '&quot;')}">{{link}}</p>` },
      })
      expect(res.status, style).toBe(400)
      expect(await res.text()).toContain('Styles cannot load outside resources.')
    }
    const stored = await t.payload.findByID({ collection: 'email-templates', id: template.id, overrideAccess: true })
    expect(stored.html).toBe('<p>{{link}}</p>')
  })

  it("an uploaded SVG keeps none of them, and Payload's file URL serves it sandboxed and loading nothing", async () => {
    const shapes = LOADS.map(
      (style, i) => `<rect width="${i + 1}" height="1" style="${style.replaceAll("'", '&apos;')}"/>`,
    )
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">${shapes.join('')}<circle r="3" fill="#123"/></svg>`
    const body = new FormData()
    body.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg')
    body.append('_payload', JSON.stringify({ alt: 'Logo' }))
    const res = await t.request('/api/media', { method: 'POST', as: 'admin', body })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string } }
    for (const path of [`/api/media/file/${doc.filename}`, `/media/${doc.filename}`]) {
      const served = await fetch(`${t.baseUrl}${path}`)
      expect(served.status, path).toBe(200)
      expect(served.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(served.headers.get('content-disposition'), path).toBe('attachment')
      expect(served.headers.get('x-content-type-options'), path).toBe('nosniff')
      const text = await served.text()
      expect(text).toContain('<circle r="3" fill="#123"')
      expect(text).not.toContain('evil.example')
    }
  })
})

describe('the lead CSV defuses a formula after a line break inside a cell (L5)', () => {
  it('each line of a message starts as text, never as a formula', async () => {
    const res = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        first_name: 'Line',
        last_name: 'Break',
        email: 'line@buyer.example',
        company: 'Lines Ltd',
        message: 'Hello\n=1+1\r\n@SUM(1)\r+cmd',
      },
    })
    expect(res.status).toBe(201)
    const csv = await (await t.request('/api/portal/leads/inbound/export.csv', { as: 'admin' })).text()
    expect(csv).not.toMatch(/^[=+@-]/m)
    expect(csv).not.toMatch(/\r[=+@-]/)
    const cells = parseCsv(csv).flat()
    expect(cells).toContain("Hello\n'=1+1\r\n'@SUM(1)\r'+cmd")
  })
})

describe("files with secrets are their owner's only (also seen)", () => {
  const sqlite = process.env.DATABASE_URL!.startsWith('file:')
  it.skipIf(!sqlite)('the database the server created, with its WAL and SHM, is mode 0600', async () => {
    const file = process.env.DATABASE_URL!.replace(/^file:/, '')
    await t.payload.create({ collection: 'job-roles', data: { name: 'Mode check' }, overrideAccess: true })
    const files = [file, `${file}-wal`, `${file}-shm`].filter((f) => fs.existsSync(f))
    expect(files).toContain(`${file}-wal`)
    for (const f of files) expect(fs.statSync(f).mode & 0o777, f).toBe(0o600)
  })
})
