import { accessRequestEndpoints } from './access-requests'
import { jobRoleEndpoints } from './job-roles'
import { landingPageEndpoints } from './landing-pages'
import { leadEndpoints } from './leads'
import { userEndpoints } from './users'

export const portalEndpoints = [
  ...landingPageEndpoints,
  ...leadEndpoints,
  ...jobRoleEndpoints,
  ...userEndpoints,
  ...accessRequestEndpoints,
]
