import { afterAll, describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')
const admin = inject('admin')

type Block = { blockType: string; heading?: string; [key: string]: unknown }
type PageDoc = { id: number; blocks: Block[] }

async function adminToken() {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function pageAt(path: string): Promise<PageDoc> {
  const res = await fetch(`${baseUrl}/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`)
  return ((await res.json()) as { docs: PageDoc[] }).docs[0]!
}

async function saveBlocks(token: string, page: PageDoc, blocks: Block[]) {
  const res = await fetch(`${baseUrl}/api/pages/${page.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ blocks }),
  })
  expect(res.status).toBe(200)
}

const withOfficeHeading = (blocks: Block[], heading: string) =>
  blocks.map((b) => (b.blockType === 'contact-form' ? { ...b, office_heading: heading } : b))

describe('the words of code-driven pages live in the CMS', () => {
  const original = 'Head Office'
  const edited = `Our Manchester office ${Date.now()}`

  afterAll(async () => {
    // Put the seeded heading back for the other end-to-end files.
    const page = await pageAt('/contact')
    await saveBlocks(await adminToken(), page, withOfficeHeading(page.blocks, original))
  })

  it('serves /contact, /blog and /faqs from their seeded pages, feature included', async () => {
    const contact = await (await fetch(`${baseUrl}/contact`)).text()
    for (const words of [
      'Head Office',
      'Our Partners',
      'Quick Questions',
      'Book a discovery call',
      'id="contact-form"',
      'aria-label="Contact form"',
    ])
      expect(contact).toContain(words)
    expect(contact).toMatch(/href="tel:[0-9+]+"/)
    const faqs = await (await fetch(`${baseUrl}/faqs`)).text()
    expect(faqs).toContain('Categories')
    expect(faqs).toContain('href="/experience"')
    expect(faqs).toMatch(/<title>[^<]*Frequently Asked Questions/)
    const blog = await (await fetch(`${baseUrl}/blog`)).text()
    expect(blog).toMatch(/Showing 1-\d+ of \d+ articles/)
  })

  it('a marketer edits a word on the /contact page document and the next load shows it', async () => {
    const token = await adminToken()
    const page = await pageAt('/contact')
    expect(page.blocks.find((b) => b.blockType === 'contact-form')?.office_heading).toBe(original)
    await saveBlocks(token, page, withOfficeHeading(page.blocks, edited))

    const html = await (await fetch(`${baseUrl}/contact`)).text()
    expect(html).toContain(edited)
    expect(html).not.toContain(`>${original}<`)
  })

  it('only lets the contact form slot onto /contact', async () => {
    const token = await adminToken()
    const about = await pageAt('/about')
    const res = await fetch(`${baseUrl}/api/pages/${about.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        blocks: [
          ...about.blocks,
          { blockType: 'contact-form', heading: 'x', office_heading: 'x', partners_heading: 'x' },
        ],
      }),
    })
    expect(res.status).toBe(400)
  })
})
