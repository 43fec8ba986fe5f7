import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { createIfMissing } from '../create-if-missing'

/** Staff who appear as Solutions Advisors on leads. Their passwords are random: nobody signs in as them. */
export const STAFF = [
  {
    email: 'priya.shah@clearpathb1.co.uk',
    first_name: 'Priya',
    last_name: 'Shah',
    role: 'admin',
    job_role: 'Solutions Advisor',
  },
  {
    email: 'tom.reynolds@clearpathb1.co.uk',
    first_name: 'Tom',
    last_name: 'Reynolds',
    role: 'admin',
    job_role: 'Solutions Advisor',
  },
  {
    email: 'hannah.okafor@clearpathb1.co.uk',
    first_name: 'Hannah',
    last_name: 'Okafor',
    role: 'user',
    job_role: 'Support Consultant',
  },
  {
    email: 'james.whitfield@clearpathb1.co.uk',
    first_name: 'James',
    last_name: 'Whitfield',
    role: 'user',
    job_role: 'Account Manager',
  },
] as const

export async function seedStaff(payload: Payload, jobRoles: Map<string, number | string>): Promise<void> {
  for (const { job_role, ...person } of STAFF) {
    await createIfMissing(
      payload,
      'users',
      { email: { equals: person.email } },
      {
        ...person,
        job_role: jobRoles.get(job_role) as number | undefined,
        is_active: true,
        password: randomBytes(18).toString('base64url'),
      },
    )
  }
}
