import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { FixedToolbarFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { buildConfig } from 'payload'
import sharp, { type SharpOptions } from 'sharp'

import { AccessRequests } from './collections/AccessRequests'
import { Authors } from './collections/Authors'
import { Awards } from './collections/Awards'
import { Categories } from './collections/Categories'
import { FaqItems } from './collections/FaqItems'
import { JobRoles } from './collections/JobRoles'
import { LandingPages } from './collections/LandingPages'
import { EmailTemplates } from './collections/EmailTemplates'
import { LeadActivity } from './collections/LeadActivity'
import { Leads } from './collections/Leads'
import { OutcomeReasons } from './collections/OutcomeReasons'
import { LeadTasks } from './collections/LeadTasks'
import { TaskReminders } from './collections/TaskReminders'
import { SlotClaims } from './collections/SlotClaims'
import { Meetings } from './collections/Meetings'
import { AdvisorBlockouts } from './collections/AdvisorBlockouts'
import { Outbox } from './collections/Outbox'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PageViews } from './collections/PageViews'
import { Posts } from './collections/Posts'
import { Products } from './collections/Products'
import { Stats } from './collections/Stats'
import { Users } from './collections/Users'
import { endpoints } from './endpoints'
import { hardenInternalCollections, staffOnlyVersions } from './access/internal-collections'
import { jobs } from './jobs'
import { claimJobsExactlyOnce } from './jobs/claim'
import { Footer } from './globals/Footer'
import { Navigation } from './globals/Navigation'
import { Redirects } from './globals/Redirects'
import { SiteSettings } from './globals/SiteSettings'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './shared/constants'
import { LINKABLE_COLLECTIONS } from './shared/links'
import { settings } from './config/env'
import { requestLogFields } from './lib/runtime/request-context'
import { databaseAdapter } from './lib/db/adapter'
import { mediaStoragePlugin } from './lib/runtime/storage'
import { allowedOrigins, databaseKind, payloadSecret, serverUrl } from './config/derived-settings'
import { expectedPath } from './lib/content/preview'
import { OFFICE_ZONE } from './shared/uk-time'
import { siteRevisionPlugin } from './lib/content/site-revision'
import { documentSummary, seoDescription, seoTitle } from './lib/content/seo'
import { outboxEmailAdapter } from './lib/runtime/email/outbox-adapter'
import { plainWords } from './admin/plain-words'
import { seoDocumentBodies } from './admin/seo-document-bodies'
import { incompleteDrafts } from './admin/incomplete-drafts'
import { UK_DATE_TIME } from './admin/uk-dates'
import { SEO_COUNTER_WORDS } from './admin/seo-counter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Sharp for Payload's image work, refusing to decode more pixels than an upload may have. */
const limitedSharp = ((input?: Parameters<typeof sharp>[0], options?: SharpOptions) =>
  sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS })) as typeof sharp

export default buildConfig({
  secret: payloadSecret(),
  // No serverURL: the admin then calls /api on whatever host it was opened under (SERVER_URL,
  // 127.0.0.1, a proxy's name); links the CMS writes use serverUrl() directly.
  csrf: allowedOrigins(),
  cors: allowedOrigins(),
  db: databaseAdapter(),
  // Rich-text links to this site name a page, article or extension: the documents with an address.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
      // Bold, lists and links in view above the text, as in every word processor, not only behind "/".
      FixedToolbarFeature(),
    ],
  }),
  sharp: limitedSharp,
  telemetry: false,
  // JSON lines, each naming the request it was written for (X-Request-Id); pretty only in development.
  logger:
    settings().NODE_ENV === 'development'
      ? undefined
      : { options: { level: settings().LOG_LEVEL, mixin: requestLogFields } },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    // Document headers and list columns write dates the UK way too, not "November 26th 2026, 10:38 AM".
    dateFormat: UK_DATE_TIME,
    meta: {
      titleSuffix: ' | Site admin',
      description: 'Edit the pages, articles and settings of the Clearpath B1 website.',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    components: {
      graphics: { Logo: '/components/admin/Logo#Logo', Icon: '/components/admin/Icon#Icon' },
      afterNavLinks: ['/components/admin/CalendarNavLink#CalendarNavLink'],
      beforeDashboard: ['/components/admin/AdminHome#AdminHome'],
      views: { calendar: { Component: '/components/admin/ContentCalendar#ContentCalendar', path: '/calendar' } },
    },
    importMap: { baseDir: dirname },
    // A UK business: schedules start in UK time whatever the editor's computer says.
    timezones: { defaultTimezone: OFFICE_ZONE },
  },
  collections: [
    Pages,
    Posts,
    Authors,
    Categories,
    FaqItems,
    LandingPages,
    Products,
    Awards,
    Stats,
    Media,
    Leads,
    OutcomeReasons,
    PageViews,
    LeadActivity,
    LeadTasks,
    TaskReminders,
    Meetings,
    SlotClaims,
    AdvisorBlockouts,
    Outbox,
    EmailTemplates,
    AccessRequests,
    Users,
    JobRoles,
  ],
  globals: [SiteSettings, Navigation, Footer, Redirects],
  endpoints,
  jobs,
  onInit: (payload) => claimJobsExactlyOnce(payload),
  // Every e-mail, Payload's own included, goes through the outbox; the deliver-email job sends it.
  email: outboxEmailAdapter,
  // Every multipart body Payload parses (the admin, its REST API, the contract's image upload).
  // Our words for the SEO panel's counter win over the plugin's (it merges these over its own).
  i18n: { translations: { en: { 'plugin-seo': SEO_COUNTER_WORDS } } },
  upload: { limits: { fileSize: MAX_IMAGE_BYTES }, responseOnLimit: IMAGE_TOO_LARGE },
  // The module augmentation lives in payload-augment.d.ts so the web app can import these types too.
  // The committed types are SQLite's (numeric ids): a boot on MongoDB must not rewrite them.
  typescript: {
    outputFile: path.resolve(dirname, 'shared/payload-types.ts'),
    declare: false,
    autoGenerate: databaseKind() === 'sqlite',
  },
  plugins: [
    mediaStoragePlugin(),
    seoPlugin({
      collections: ['pages', 'posts', 'landing-pages'],
      uploadsCollection: 'media',
      tabbedUI: false,
      // The admin's "Auto-generate" buttons: values within the plugin's recommended lengths.
      generateTitle: ({ doc }) => (doc?.title ? seoTitle(doc.title) : 'Clearpath B1'),
      generateDescription: ({ doc }) => seoDescription(documentSummary(doc)),
      generateURL: ({ doc, collectionSlug }) => `${serverUrl()}${expectedPath(collectionSlug, doc) ?? '/'}`,
    }),
    seoDocumentBodies,
    staffOnlyVersions,
    // Last, so it also sees collections and globals that other plugins add.
    siteRevisionPlugin(),
    plainWords,
    incompleteDrafts,
  ],
}).then(hardenInternalCollections)
