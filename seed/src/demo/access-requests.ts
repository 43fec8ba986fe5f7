import type { Payload } from 'payload'

import type { AccessRequest } from '@b1/cms/shared/payload-types'
import { createIfMissing } from '../create-if-missing'

export const ACCESS_REQUESTS: Array<Omit<AccessRequest, 'id' | 'createdAt' | 'updatedAt'>> = [
  {
    first_name: 'Lucy',
    last_name: 'Hart',
    email: 'lucy.hart@clearpathb1.co.uk',
    company: 'Clearpath B1',
    reason: 'I joined the pre-sales team this week and need to see inbound leads.',
    status: 'pending',
  },
  {
    first_name: 'Ben',
    last_name: 'Carter',
    email: 'ben.carter@clearpathb1.co.uk',
    company: 'Clearpath B1',
    reason: 'Marketing: I will be writing blog posts and updating FAQs.',
    status: 'pending',
  },
  {
    first_name: 'Grace',
    last_name: 'Moore',
    email: 'grace.moore@clearpathb1.co.uk',
    company: 'Clearpath B1',
    reason: 'Support consultant covering the Manchester desk.',
    status: 'approved',
  },
  {
    first_name: 'Alex',
    last_name: 'Turner',
    email: 'alex.turner@example.com',
    company: '',
    reason: 'I would like to read your internal documents.',
    status: 'rejected',
  },
]

export async function seedAccessRequests(payload: Payload): Promise<void> {
  for (const request of ACCESS_REQUESTS)
    await createIfMissing(payload, 'access-requests', { email: { equals: request.email } }, request)
}
