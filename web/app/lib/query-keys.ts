/**
 * The root of each resource's query keys. Each feature builds its key factory on its root; a
 * mutation that changes another resource too (approving a request creates a user) invalidates
 * that resource by its root without reaching into the other feature.
 */
export const QUERY_ROOTS = {
  session: 'session',
  leads: 'leads',
  users: 'users',
  jobRoles: 'job-roles',
  accessRequests: 'access-requests',
  posts: 'admin-posts',
  categories: 'blog-categories',
  faqs: 'admin-faqs',
  landingPages: 'landing-pages',
  meetings: 'meetings',
  tasks: 'tasks',
} as const
