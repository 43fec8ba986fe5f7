import type { Payload } from 'payload'

/** Globals are written once: later runs leave an edited global alone. */
export async function seedGlobals(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.phone) {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: {
        company_name: 'Clearpath B1',
        phone: '0161 496 0123',
        email: 'hello@clearpathb1.co.uk',
        address: { line1: 'Clearpath House', line2: '12 Albert Square', city: 'Manchester', postcode: 'M2 5PE', country: 'United Kingdom' },
        office_hours: 'Mon-Fri 9:00-17:30 UK time',
        socials: [
          { platform: 'linkedin', url: 'https://www.linkedin.com/' },
          { platform: 'youtube', url: 'https://www.youtube.com/' },
          { platform: 'x', url: 'https://x.com/' },
        ],
        partner_badges: [
          { name: 'SAP Premier', description: 'SAP Business One Premier Partner' },
          { name: 'AWS Advanced', description: 'AWS Advanced Tier Services Partner' },
          { name: 'Gold partner', description: 'Gold add-on partner' },
        ],
      },
    })
  }
}
