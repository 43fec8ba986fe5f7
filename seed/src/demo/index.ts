import type { Payload } from 'payload'

import { seedAccessRequests } from './access-requests'
import { seedBlog } from './blog'
import { seedContent } from './content'
import { seedFaqs } from './faqs'
import { seedLandingPages } from './landing-pages'
import { seedLeads } from './leads'
import { seedStaff } from './staff'

/** Content behind /api/content/* and demo records so every list in the site and portal has data. */
export async function seedDemo(payload: Payload, jobRoles: Map<string, number | string>): Promise<void> {
  await seedContent(payload)
  await seedStaff(payload, jobRoles)
  await seedBlog(payload)
  await seedFaqs(payload)
  await seedLeads(payload)
  await seedAccessRequests(payload)
  await seedLandingPages(payload)
}
