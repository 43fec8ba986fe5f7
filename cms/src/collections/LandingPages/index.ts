import type { CollectionConfig } from 'payload'

import { activePageOrAdmin, isAdmin, isAdminField } from '../../access'
import { pageBlocks } from '../../blocks'
import { landingPath, sitePreview } from '../../lib/content/preview'
import { collectionVersions, SCHEDULING_PUBLISH_BUTTON } from '../../lib/content/versions'
import { performanceField } from '../../admin/performance-field'
import { cancelScheduleOnPublish, scheduledField } from '../../admin/schedule'
import { addressFromTitle, blankWhileTitled } from '../shared/address-from-title'
import { resolveLinksInDocument } from '../../lib/content/link-resolver'
import { recordCreator } from './hooks'

// seoPlugin adds the Meta fields to this config.
export const LandingPages: CollectionConfig = {
  slug: 'landing-pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'is_active', 'created_by', 'scheduled'],
    group: 'Content',
    description: 'Campaign pages at /landing/{slug}. The template decides the layout; "None" shows the sections below.',
    ...sitePreview(landingPath),
    components: { edit: { PublishButton: SCHEDULING_PUBLISH_BUTTON } },
  },
  access: { read: activePageOrAdmin, readVersions: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  // Scheduling covers "unpublish at" too: a campaign page can be set to go offline at its end date.
  versions: collectionVersions({ schedulePublish: true }),
  hooks: {
    beforeValidate: [addressFromTitle('landing-pages', 'slug')],
    beforeChange: [recordCreator],
    afterRead: [resolveLinksInDocument],
    afterOperation: [cancelScheduleOnPublish],
  },
  fields: [
    scheduledField('landing-pages'),
    performanceField(),
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: blankWhileTitled(
        (value) =>
          (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) || 'Lower-case words joined by hyphens',
      ),
      admin: { description: 'The address /landing/{slug}: made from the title on the first save, yours to change' },
    },
    { name: 'is_active', type: 'checkbox', defaultValue: true, label: 'Active' },
    {
      name: 'template',
      type: 'select',
      defaultValue: 'none',
      options: [
        { value: 'group-companies', label: 'Multi-site manufacturing groups' },
        { value: 'service-hours', label: 'Service hours' },
        { value: 'none', label: 'None (blocks only)' },
      ],
    },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'site',
      options: [
        { value: 'site', label: 'Site menu and footer' },
        { value: 'focused', label: 'Focused: logo, content and a slim footer with the legal links' },
      ],
      admin: { position: 'sidebar', description: 'Focused keeps visitors on the campaign' },
    },
    {
      name: 'created_by',
      type: 'text',
      // A staff member's name: staff only, never on the public REST.
      access: { read: isAdminField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'blocks',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      type: 'blocks',
      blocks: pageBlocks,
      admin: { initCollapsed: true },
    },
  ],
}
