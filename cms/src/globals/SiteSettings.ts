import type { GlobalConfig } from 'payload'

import { isAdmin, isAdminField, publishedGlobalOrAdmin } from '../access'
import { DEFAULT_BOOKING_RULES } from '../lib/domain/booking/slots'
import { shellPreview } from '../lib/content/preview'
import { globalVersions } from '../lib/content/versions'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site', ...shellPreview() },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: globalVersions(),
  fields: [
    { name: 'company_name', type: 'text', required: true, defaultValue: 'Clearpath B1' },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'sales_email',
      type: 'email',
      label: 'Sales inbox',
      // An internal address: visitors and spammers have no need of it.
      access: { read: isAdminField },
      admin: {
        description: 'Where new enquiries and overdue reminders go. Empty: SALES_EMAIL, else the e-mail above.',
      },
    },
    {
      name: 'address',
      type: 'group',
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
          admin: { description: 'Companies House registration number, shown in the footer and on the terms' },
        },
        { name: 'vat_number', type: 'text', admin: { description: 'e.g. GB 123 4567 89' } },
      ],
    },
    { name: 'office_hours', type: 'text', defaultValue: 'Mon-Fri 9:00-17:30 UK time' },
    {
      name: 'booking',
      type: 'group',
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
  ],
}
