import type { SiteSetting } from '@shared/payload-types'

import { SITE_NAME } from './seo'

/** Sections whose overview page exists, so a breadcrumb can link to it. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['/sap-business-one', 'SAP Business One'],
  ['/products', 'SAP B1 Extensions'],
  ['/services', 'Services'],
  ['/blog', 'Blog'],
]

/** Organization data for the home page: name, address, contact and the social profiles from Site settings. */
export function organizationJsonLd(settings: SiteSetting, origin: string) {
  const a = settings.address
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.company_name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: settings.email,
    telephone: settings.phone,
    ...(settings.vat_number ? { vatID: settings.vat_number } : {}),
    ...(settings.company_number
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'Companies House', value: settings.company_number } }
      : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [a?.line1, a?.line2].filter(Boolean).join(', '),
      addressLocality: a?.city ?? undefined,
      postalCode: a?.postcode ?? undefined,
      addressCountry: a?.country ?? undefined,
    },
    sameAs: (settings.socials ?? []).map((social) => social.url),
  }
}

export function websiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE_NAME,
    url: `${origin}/`,
    publisher: { '@id': `${origin}/#organization` },
  }
}

/** Home, the section overview (when the page sits below one) and the page itself. */
export function breadcrumbJsonLd(path: string, title: string, origin: string) {
  const crumbs: Array<{ name: string; path: string }> = [{ name: 'Home', path: '/' }]
  const section = SECTIONS.find(([prefix]) => path.startsWith(`${prefix}/`))
  if (section) crumbs.push({ name: section[1], path: section[0] })
  crumbs.push({ name: title, path })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}
