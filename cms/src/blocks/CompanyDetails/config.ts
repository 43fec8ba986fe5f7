import type { Block } from 'payload'

/** The registered company (name, address, company and VAT numbers) from Site settings, e.g. on the terms. */
export const CompanyDetailsBlock: Block = {
  slug: 'company-details',
  interfaceName: 'CompanyDetailsBlock',
  labels: { singular: 'Company details', plural: 'Company details' },
  fields: [{ name: 'heading', type: 'text', defaultValue: 'Company details' }],
}
