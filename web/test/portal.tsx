/**
 * Test helpers for portal screens: an MSW server for /api, contract-shaped fixtures, and
 * renderPortal(), which mounts the real portal route modules in a memory router with a session.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider, type RouteObject, type ShouldRevalidateFunction } from 'react-router'
import { toast } from 'sonner'

import type {
  ApiAccessRequest,
  ApiCategory,
  ApiFaq,
  ApiJobRole,
  ApiLandingPage,
  ApiLead,
  ApiLeadStats,
  ApiPost,
  ApiUser,
} from '@shared/contract-types'
import { getQueryClient } from '~/lib/query-client'
import { sessionStore } from '~/lib/session'
import * as accessRequests from '~/routes/portal/admin/access-requests'
import * as blogCreate from '~/routes/portal/admin/blog-create'
import * as blogEdit from '~/routes/portal/admin/blog-edit'
import * as blog from '~/routes/portal/admin/blog'
import * as faqs from '~/routes/portal/admin/faqs'
import * as landingPages from '~/routes/portal/admin/landing-pages'
import * as leads from '~/routes/portal/admin/leads'
import * as users from '~/routes/portal/admin/users'
import * as dashboard from '~/routes/portal/dashboard'
import * as layout from '~/routes/portal/layout'
import * as login from '~/routes/portal/login'
import * as resetPassword from '~/routes/portal/reset-password'

import { setupMswServer } from './msw'

export const server = setupServer()

/** Call once at the top of a portal test file: the shared server, and a signed-out session after each test. */
export function setupPortalServer() {
  setupMswServer(server, () => {
    window.localStorage.clear()
    sessionStore.reload()
    getQueryClient().clear()
    // sonner keeps undismissed toasts in a module-level store and replays them to the next test's Toaster.
    toast.dismiss()
  })
}

export const api = (path: string) => `*/api${path}`
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status })
export const detail = (message: string, status = 400) => HttpResponse.json({ detail: message }, { status })
export { http, HttpResponse }

/** Answers `method path` with `reply()` and records the JSON body and path of the last request. */
export function record(method: 'post' | 'put', path: string, reply: () => Response = () => json({})) {
  const seen: { body?: unknown; path?: string } = {}
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.body = await request.json()
      seen.path = new URL(request.url).pathname
      return reply()
    }),
  )
  return seen
}

// ---- fixtures -----------------------------------------------------------------------------

export const jobRoles: ApiJobRole[] = [
  { id: 1, name: 'Solutions Advisor' },
  { id: 2, name: 'Account Manager' },
]

export const makeUser = (over: Partial<ApiUser> = {}): ApiUser => ({
  id: 100,
  email: 'user@clearpath.example',
  first_name: 'Uma',
  last_name: 'User',
  role: 'user',
  job_role: null,
  is_active: true,
  ...over,
})

export const admin = makeUser({
  id: 1,
  email: 'alex@clearpath.example',
  first_name: 'Alex',
  last_name: 'Morgan',
  role: 'super_admin',
})
export const plainUser = makeUser()

export const staff: ApiUser[] = [
  admin,
  makeUser({
    id: 2,
    email: 'sam@clearpath.example',
    first_name: 'Sam',
    last_name: 'Patel',
    role: 'admin',
    job_role: jobRoles[0]!,
  }),
  makeUser({ id: 3, email: 'priya@clearpath.example', first_name: 'Priya', last_name: 'Shah', job_role: jobRoles[1]! }),
  makeUser({ id: 4, email: 'tom@clearpath.example', first_name: 'Tom', last_name: 'Evans', is_active: false }),
]

export const makeLead = (over: Partial<ApiLead> = {}): ApiLead => ({
  id: 1,
  first_name: 'Amy',
  last_name: 'Lee',
  email: 'amy@acme.example',
  phone: '',
  company: 'Acme Metals',
  role: 'Finance',
  topic: 'SAP Business One',
  message: 'Hello',
  source: '',
  status: 'new',
  assigned_to: '',
  created_at: '2026-03-01T10:00:00Z',
  consent: { given: true, given_at: '2026-03-01T10:00:00Z', source_page: '/contact' },
  due_at: '2026-03-02T10:00:00Z',
  first_contacted_at: null,
  overdue: false,
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  landing_page: '',
  quote: null,
  value_gbp: null,
  outcome: 'open',
  outcome_reason: null,
  closed_at: null,
  ...over,
})

/** Lead desk figures with the given counts per status and 12 empty weeks. */
export const makeLeadStats = (
  by_status: ApiLeadStats['by_status'],
  over: Partial<ApiLeadStats> = {},
): ApiLeadStats => ({
  by_status,
  overdue: 0,
  median_minutes_to_first_contact: null,
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10),
    total: 0,
    by_topic: {},
  })),
  topics: [],
  pipeline: {
    open_value_gbp: 0,
    open_count: 0,
    quarter: { label: 'Q1 2026 (Jan–Mar)', start: '2026-01-01T00:00:00.000Z', end: '2026-03-31T23:00:00.000Z' },
    won_value_gbp: 0,
    won_count: 0,
    win_rate_by_topic: [],
    win_rate_by_source: [],
  },
  ...over,
})

export const makePost = (over: Partial<ApiPost> = {}): ApiPost => ({
  id: 1,
  title: 'Five signs you have outgrown spreadsheets',
  slug: 'five-signs',
  excerpt: 'When the month-end close takes a week, it is time.',
  content: 'Body text',
  content_html: '<p>Body text</p>',
  author_profile: null,
  featured_image: null,
  category: 'ERP Insights',
  status: 'published',
  author: 'Alex Morgan',
  published_at: '2026-02-10T09:00:00Z',
  ...over,
})

export const categories: ApiCategory[] = [
  { id: 1, name: 'ERP Insights', description: '' },
  { id: 2, name: 'Company News', description: '' },
]

export const makeFaq = (over: Partial<ApiFaq> = {}): ApiFaq => ({
  id: 1,
  question: 'How long does an implementation take?',
  answer: 'Typically 8-12 weeks.',
  category: 'Implementation',
  order: 0,
  is_published: true,
  ...over,
})

export const makeAccessRequest = (over: Partial<ApiAccessRequest> = {}): ApiAccessRequest => ({
  id: 1,
  first_name: 'Nina',
  last_name: 'Cole',
  email: 'nina@clearpath.example',
  company: 'Clearpath',
  reason: 'I joined the sales team.',
  created_at: '2026-03-02T09:00:00Z',
  status: 'pending',
  ...over,
})

export const makeLandingPage = (over: Partial<ApiLandingPage> = {}): ApiLandingPage => ({
  id: 1,
  title: 'Group companies on AWS',
  description: 'Campaign for multi-site manufacturing groups',
  slug: 'group-companies-sap-business-one-aws',
  is_active: true,
  created_by: 'alex@clearpath.example',
  template: 'group-companies',
  created_at: '2026-01-05T09:00:00Z',
  ...over,
})

// ---- rendering ----------------------------------------------------------------------------

type RouteModule = {
  default: React.ComponentType
  clientLoader?: () => Promise<unknown> | null
  shouldRevalidate?: ShouldRevalidateFunction
  HydrateFallback?: React.ComponentType
}

/** A route module as the framework mounts it: its component behind its clientLoader. */
const page = (path: string, module: RouteModule): RouteObject => ({
  path,
  Component: module.default,
  loader: module.clientLoader,
  shouldRevalidate: module.shouldRevalidate,
  HydrateFallback: module.HydrateFallback,
})

/** The portal part of web/app/routes.ts, built from the same route modules. */
const portalRoutes: RouteObject[] = [
  page('/portal/login', login),
  page('/portal/reset-password/:token', resetPassword),
  {
    path: '/portal',
    Component: layout.default,
    loader: layout.clientLoader,
    shouldRevalidate: layout.shouldRevalidate,
    HydrateFallback: layout.HydrateFallback,
    children: [
      page('dashboard', dashboard),
      page('admin/leads', leads),
      page('admin/users', users),
      page('admin/access-requests', accessRequests),
      page('admin/blog', blog),
      page('admin/blog/create', blogCreate),
      page('admin/blog/edit/:postId', blogEdit),
      page('admin/landing-pages', landingPages),
      page('admin/faqs', faqs),
    ],
  },
  { path: '/blog', Component: () => <p>Public blog</p> },
  { path: '*', Component: () => <p>Public site</p> },
]

/**
 * Renders the portal at `path`. `as` signs a user in first (a confirmed session), `null` renders
 * signed out. Returns the router (for its location) and a user-event instance.
 */
export function renderPortal(path: string, { as = admin }: { as?: ApiUser | null } = {}) {
  if (as) sessionStore.signIn('test-token', as)
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] })
  const user = userEvent.setup()
  // The loaders' client, as in the browser. No retries in tests: a failed call should fail at once.
  const queryClient = getQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...utils, router, user, location: () => router.state.location }
}

/** The default answers a screen needs besides the one under test. */
export const staffHandlers = () => [
  http.get(api('/portal/users'), () => json({ users: staff })),
  http.get(api('/portal/leads/job-roles'), () => json({ roles: jobRoles })),
]

export { screen }
