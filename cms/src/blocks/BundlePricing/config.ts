import type { Block } from 'payload'

/** Service-hour bundles: the words are here, the tiers and prices are code (web/app/features/service-hours). */
export const BundlePricingBlock: Block = {
  slug: 'bundle-pricing',
  interfaceName: 'BundlePricingBlock',
  labels: { singular: 'Service-hour bundles', plural: 'Service-hour bundles' },
  fields: [
    {
      name: 'anchor',
      type: 'text',
      defaultValue: 'pricing',
      admin: { description: 'Section id for links like #pricing' },
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'inclusions_heading', type: 'text', defaultValue: 'Every bundle includes' },
    { name: 'inclusions', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'terms_heading', type: 'text', defaultValue: 'Bundle terms' },
    { name: 'terms', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
  ],
}
