import { accessRequestEndpoints } from './access-requests'
import { jobRoleEndpoints } from './job-roles'
import { landingPageEndpoints } from './landing-pages'
import { leadEndpoints } from './leads'
import { meetingEndpoints } from './meetings'
import { taskEndpoints } from './tasks'
import { userEndpoints } from './users'

export const portalEndpoints = [
  ...landingPageEndpoints,
  ...leadEndpoints,
  ...meetingEndpoints,
  ...taskEndpoints,
  ...jobRoleEndpoints,
  ...userEndpoints,
  ...accessRequestEndpoints,
]
