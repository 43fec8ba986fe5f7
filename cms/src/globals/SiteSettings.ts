import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { privateUnlessPublic } from '../access/public-fields'
import { DEFAULT_BOOKING_RULES } from '../lib/domain/booking/slots'
import { shellPreview } from '../lib/content/preview'
import { globalVersions } from '../lib/content/versions'

/**
 * Read by every page's header and footer. Each field is admins-only unless it declares
 * `custom: { public: true }` (privateUnlessPublic): the ones the header, footer and contact details show.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site', ...shellPreview() },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: globalVersions(),
  fields: privateUnlessPublic([
    { name: 'company_name', type: 'text', required: true, defaultValue: 'Clearpath B1', custom: { public: true } },
    { name: 'phone', type: 'text', required: true, custom: { public: true } },
    { name: 'email', type: 'email', required: true, custom: { public: true } },
    {
      name: 'sales_email',
      type: 'email',
      label: 'Sales inbox',
      // An internal address: visitors and spammers have no need of it (not public).
      admin: {
        description: 'Where new enquiries and overdue reminders go. Empty: SALES_EMAIL, else the e-mail above.',
      },
    },
    {
      name: 'address',
      type: 'group',
      custom: { public: true },
      fields: [
        { name: 'line1', type: 'text' },
        { name: 'line2', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'postcode', type: 'text' },
        { name: 'country', type: 'text', defaultValue: 'United Kingdom' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'company_number',
          type: 'text',
          custom: { public: true },
          admin: { description: 'Companies House registration number, shown in the footer and on the terms' },
        },
        { name: 'vat_number', type: 'text', custom: { public: true }, admin: { description: 'e.g. GB 123 4567 89' } },
      ],
    },
    { name: 'office_hours', type: 'text', defaultValue: 'Mon-Fri 9:00-17:30 UK time', custom: { public: true } },
    {
      name: 'booking',
      type: 'group',
      // Not public: the booking endpoints read it on the server; visitors see only the slots it allows.
      label: 'Discovery-call booking',
      admin: { description: 'Which 30-minute slots visitors may book: office hours, minus block-outs and meetings.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'notice_minutes',
              label: 'Minimum notice (business minutes)',
              type: 'number',
              defaultValue: DEFAULT_BOOKING_RULES.noticeMinutes,
              min: 0,
              max: 5 * 510,
              admin: { description: 'Office time between booking and the call; 60 is one business hour' },
            },
            {
              name: 'horizon_days',
              label: 'Horizon (days)',
              type: 'number',
              defaultValue: DEFAULT_BOOKING_RULES.horizonDays,
              min: 1,
              max: 90,
              admin: { description: 'How far ahead a visitor may book; 21 is three weeks' },
            },
          ],
        },
      ],
    },
    {
      name: 'socials',
      type: 'array',
      custom: { public: true },
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: [
            { value: 'linkedin', label: 'LinkedIn' },
            { value: 'x', label: 'X' },
            { value: 'youtube', label: 'YouTube' },
            { value: 'facebook', label: 'Facebook' },
          ],
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'partner_badges',
      type: 'array',
      custom: { public: true },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'text' },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional: the badge’s logo (SVG or PNG), shown in place of the initials' },
        },
      ],
    },
  ]),
}
