import { cloudHostingPage } from './cloud-hosting'
import { companyPages } from './company'
import { featurePages } from './feature-pages'
import type { PageSeed } from './block-builders'
import { homePage } from './home'
import { industryPages } from './industries'
import { legalPages } from './legal'
import { personaPages } from './personas'
import { productPages } from './products'
import { sapBusinessOnePages } from './sap-business-one'
import { servicePages } from './services'

/** Every marketing route's `pages` document (SPEC §2), one module per route group. */
export const allPages: PageSeed[] = [
  homePage,
  ...sapBusinessOnePages,
  ...industryPages,
  ...personaPages,
  cloudHostingPage,
  ...servicePages,
  ...companyPages,
  ...legalPages,
  ...productPages,
  ...featurePages,
]
