import { chromium } from 'playwright-core'
const base = 'http://localhost:3400'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const widths = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [1280, 390]
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 860 } })
  const page = await context.newPage()
  const errors = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  const shot = (name) => page.screenshot({ path: `/tmp/shots-portal/${name}-${width}.png`, fullPage: true })
  await page.goto(`${base}/portal/login`, { waitUntil: 'networkidle' })
  await shot('01-login')
  await page.getByRole('button', { name: 'Request access' }).click()
  await shot('02-request-access')
  await page.goto(`${base}/portal/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill('admin@clearpath.example')
  await page.getByLabel('Password').fill('portal-admin-123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/portal/dashboard')
  await page.getByText('New Inbound Leads').waitFor()
  await shot('03-dashboard')
  const screens = [['leads', 'Manage Inbound Leads'], ['users', 'User Management'], ['access-requests', 'Access Requests'], ['blog', 'Blog Management'], ['landing-pages', 'Landing Page Management'], ['faqs', 'FAQ Management']]
  for (const [path, title] of screens) {
    await page.goto(`${base}/portal/admin/${path}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: title }).waitFor()
    await page.waitForTimeout(300)
    await shot(`10-${path}`)
  }
  await page.goto(`${base}/portal/admin/leads`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Brooks Precision Ltd' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.screenshot({ path: `/tmp/shots-portal/20-lead-edit-${width}.png` })
  await page.goto(`${base}/portal/admin/users`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create User' }).click()
  await page.screenshot({ path: `/tmp/shots-portal/21-create-user-${width}.png` })
  await page.goto(`${base}/portal/admin/blog/create`, { waitUntil: 'networkidle' })
  await page.getByLabel('Title').waitFor()
  await shot('22-post-form')
  await page.goto(`${base}/portal/admin/landing-pages`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /^Deactivate/ }).first().click()
  await page.screenshot({ path: `/tmp/shots-portal/23-landing-confirm-${width}.png` })
  if (width < 1024) {
    await page.goto(`${base}/portal/dashboard`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.screenshot({ path: `/tmp/shots-portal/24-menu-${width}.png` })
  } else {
    await page.goto(`${base}/portal/dashboard`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await page.screenshot({ path: `/tmp/shots-portal/24-collapsed-${width}.png` })
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
  }
  console.log(width, 'errors:', errors)
  await context.close()
}
await browser.close()
