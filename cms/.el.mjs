import { chromium } from 'playwright-core'
const [path, selector, name, widths = '390,1280', action] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const width of widths.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto('http://localhost:3300' + path, { waitUntil: 'networkidle' })
  if (action === 'fail') {
    await page.route('**/api/forms/contact', (r) => r.fulfill({ status: 500, body: '{"detail":"x"}', contentType: 'application/json' }))
    await page.getByLabel(/First name/).fill('Priya')
    await page.getByLabel(/Email/).fill('p@x.example')
    await page.getByLabel(/Company/).fill('Northwind')
    await page.getByLabel(/Topic/).selectOption('Support')
    await page.getByLabel(/Message/).fill('Hello')
    await page.getByRole('checkbox').first().check()
    await page.getByRole('button', { name: /Send Message/ }).click()
    await page.getByText('Error. Please try again.').waitFor()
  }
  const el = page.locator(selector).first()
  await el.scrollIntoViewIfNeeded()
  await page.waitForTimeout(800)
  await el.screenshot({ path: `/tmp/shots-pubapps/${name}-${width}.png` })
  await page.close()
}
await browser.close()
