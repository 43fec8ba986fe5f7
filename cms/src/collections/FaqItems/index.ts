import type { CollectionConfig } from 'payload'

import { isAdmin, publishedFaqOrAdmin } from '../../access'
import { faqOrder } from '../../shared/schemas'

export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', 'is_published'],
    group: 'Content',
  },
  defaultSort: 'order',
  access: { read: publishedFaqOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: 500 },
    { name: 'answer', type: 'textarea', required: true, maxLength: 10000 },
    { name: 'category', type: 'text', required: true, defaultValue: 'General', maxLength: 100 },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      validate: (value: unknown) => {
        if (value == null) return true
        const checked = faqOrder.safeParse(value)
        return checked.success || checked.error.issues[0].message
      },
    },
    { name: 'is_published', type: 'checkbox', defaultValue: true, label: 'Published' },
  ],
}
