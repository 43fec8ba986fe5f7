import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AccessRequests } from './collections/AccessRequests'
import { Awards } from './collections/Awards'
import { Categories } from './collections/Categories'
import { FaqItems } from './collections/FaqItems'
import { JobRoles } from './collections/JobRoles'
import { LandingPages } from './collections/LandingPages'
import { EmailTemplates } from './collections/EmailTemplates'
import { LeadActivity } from './collections/LeadActivity'
import { Leads } from './collections/Leads'
import { Meetings } from './collections/Meetings'
import { AdvisorBlockouts } from './collections/AdvisorBlockouts'
import { Outbox } from './collections/Outbox'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
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
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './shared/constants'
import { LINKABLE_COLLECTIONS } from './shared/links'
import { databaseAdapter } from './lib/db'
import { mediaStoragePlugin } from './lib/storage'
import { allowedOrigins, payloadSecret, serverUrl } from './lib/env'
import { siteRevisionPlugin } from './lib/site-revision'
import { documentSummary, seoDescription, seoTitle } from './lib/seo'
import { outboxEmailAdapter } from './lib/email/outbox-adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

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
    ],
  }),
  sharp,
  telemetry: false,
  ...(process.env.LOG_LEVEL ? { logger: { options: { level: process.env.LOG_LEVEL } } } : {}),
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: {
      titleSuffix: ' | Site admin',
      description: 'Edit the pages, articles and settings of the Clearpath B1 website.',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    components: { graphics: { Logo: '/components/admin/Logo#Logo', Icon: '/components/admin/Icon#Icon' } },
    importMap: { baseDir: dirname },
  },
  collections: [
    Pages,
    Posts,
    Categories,
    FaqItems,
    LandingPages,
    Products,
    Awards,
    Stats,
    Media,
    Leads,
    LeadActivity,
    Meetings,
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
  upload: { limits: { fileSize: MAX_IMAGE_BYTES }, responseOnLimit: IMAGE_TOO_LARGE },
  // The module augmentation lives in payload-augment.d.ts so the web app can import these types too.
  typescript: { outputFile: path.resolve(dirname, 'shared/payload-types.ts'), declare: false },
  plugins: [
    mediaStoragePlugin(),
    seoPlugin({
      collections: ['pages', 'posts', 'landing-pages'],
      uploadsCollection: 'media',
      tabbedUI: false,
      // The admin's "Auto-generate" buttons: values within the plugin's recommended lengths.
      generateTitle: ({ doc }) => (doc?.title ? seoTitle(doc.title) : 'Clearpath B1'),
      generateDescription: ({ doc }) => seoDescription(documentSummary(doc)),
      generateURL: ({ doc, collectionSlug }) =>
        collectionSlug === 'pages' && doc?.path ? `${serverUrl()}${doc.path}` : serverUrl(),
    }),
    staffOnlyVersions,
    // Last, so it also sees collections and globals that other plugins add.
    siteRevisionPlugin(),
  ],
}).then(hardenInternalCollections)
