import { describe, expect, it } from 'vitest'

import type { z } from 'zod'

import { enquiryFormSchema } from '@shared/schemas'

import { toEnquiryInput } from './enquiry-form'

/** The mapping takes the values as the form's schema leaves them (trimmed). */
const parsed = (values: z.input<typeof enquiryFormSchema>) => enquiryFormSchema.parse(values)

describe('enquiry form', () => {
  it('builds a lead request with the page as source', () => {
    const input = toEnquiryInput(
      parsed({
        name: '  Tomás  de la Cruz ',
        email: ' t@group.example ',
        company: 'Cruz Group',
        role: 'Finance',
        subsidiaries: '4-6',
        users: '',
        region: '',
        consent: true,
        website: '',
      }),
      {
        productName: 'SAP Business One',
        topic: 'SAP Business One',
        path: '/landing/group-companies-sap-business-one-aws',
      },
    )
    expect(input).toEqual({
      name: 'Tomás de la Cruz',
      email: 't@group.example',
      company: 'Cruz Group',
      message: 'Enquiry about SAP Business One\nRole: Finance\nSubsidiaries: 4-6',
      source: 'Enquiry Form - /landing/group-companies-sap-business-one-aws',
      role: 'Finance',
      topic: 'SAP Business One',
      consent: true,
      website: '',
    })
  })

  it('adds the user count and hosting region of a hosting enquiry', () => {
    const input = toEnquiryInput(
      parsed({
        name: 'Ann',
        email: 'a@b.example',
        company: 'Acme',
        consent: true,
        users: '26-50',
        region: 'Germany (Frankfurt)',
      }),
      { productName: 'Cloud Hosting', topic: 'Cloud hosting', path: '/cloud-hosting' },
    )
    expect(input.message).toBe(
      'Enquiry about Cloud Hosting\nRole: Not specified\nUsers: 26-50\nRegion: Germany (Frankfurt)',
    )
  })

  it('defaults the role and leaves out subsidiaries when not given', () => {
    const input = toEnquiryInput(parsed({ name: 'Ann', email: 'a@b.example', company: 'Acme', consent: true }), {
      productName: 'Produmex WMS',
      topic: 'SAP Business One',
      path: '/products/produmex-wms',
    })
    expect(input.message).toBe('Enquiry about Produmex WMS\nRole: Not specified')
    expect(input).toMatchObject({ name: 'Ann' })
    expect(input).not.toHaveProperty('last_name')
  })

  it('adds the page the visitor came from to the source', () => {
    const values = parsed({ name: 'Ann', email: 'a@b.example', company: 'Acme', consent: true })
    const options = { productName: 'Cloud hosting', topic: 'Cloud Hosting', path: '/cloud-hosting' }
    expect(toEnquiryInput(values, { ...options, from: '/blog/month-end' }).source).toBe(
      'Enquiry Form - /cloud-hosting (from /blog/month-end)',
    )
    expect(toEnquiryInput(values, { ...options, from: '/cloud-hosting' }).source).toBe('Enquiry Form - /cloud-hosting')
    expect(toEnquiryInput(values, { ...options, from: null }).source).toBe('Enquiry Form - /cloud-hosting')
  })
})
