import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@shared/payload-types'

import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from './structured-data'

const settings = {
  id: 1,
  company_name: 'Clearpath B1',
  phone: '0161 496 0123',
  email: 'hello@clearpathb1.co.uk',
  company_number: '09876543',
  vat_number: 'GB 123 4567 89',
  address: {
    line1: 'Clearpath House',
    line2: '12 Albert Square',
    city: 'Manchester',
    postcode: 'M2 5PE',
    country: 'United Kingdom',
  },
  socials: [{ platform: 'linkedin', url: 'https://www.linkedin.com/company/clearpath-b1' }],
} as SiteSetting

describe('structured data', () => {
  it('describes the organisation from the site settings', () => {
    const org = organizationJsonLd(settings, 'https://site.example')
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Clearpath B1',
      url: 'https://site.example/',
      vatID: 'GB 123 4567 89',
      identifier: { value: '09876543' },
      address: { streetAddress: 'Clearpath House, 12 Albert Square', postalCode: 'M2 5PE' },
      sameAs: ['https://www.linkedin.com/company/clearpath-b1'],
    })
    expect(websiteJsonLd('https://site.example')).toMatchObject({ '@type': 'WebSite', url: 'https://site.example/' })
  })

  it('builds breadcrumbs through a section overview that exists', () => {
    const items = (path: string, title: string) =>
      breadcrumbJsonLd(path, title, 'https://site.example').itemListElement.map((item) => [item.name, item.item])
    expect(items('/sap-business-one/for/it-directors', 'IT Directors')).toEqual([
      ['Home', 'https://site.example/'],
      ['SAP Business One', 'https://site.example/sap-business-one'],
      ['IT Directors', 'https://site.example/sap-business-one/for/it-directors'],
    ])
    expect(items('/about', 'About')).toEqual([
      ['Home', 'https://site.example/'],
      ['About', 'https://site.example/about'],
    ])
  })
})
