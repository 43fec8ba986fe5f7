import type { Block } from 'payload'

/** The service-hours calculator: words here, the pricing rules in code. */
export const HoursCalculatorBlock: Block = {
  slug: 'hours-calculator',
  interfaceName: 'HoursCalculatorBlock',
  labels: { singular: 'Service-hours calculator', plural: 'Service-hours calculators' },
  fields: [
    {
      name: 'anchor',
      type: 'text',
      defaultValue: 'calculator',
      admin: { description: 'Section id for links like #calculator' },
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
  ],
}
