import { describe, expect, it } from 'vitest'

import { contactFormSchema } from '@shared/schemas'

import { contactSource, toContactInput, topicFromQuery } from './contact-form'

const filled = {
  firstName: ' Priya ',
  lastName: ' Shah ',
  email: 'priya@example.co.uk',
  company: 'Northwind Foods',
  topic: 'Support',
  message: ' Our MRP run is slow. ',
  consent: true,
}

describe('toContactInput', () => {
  it('joins the name, defaults the role and combines role, topic and message', () => {
    const input = toContactInput(contactFormSchema.parse(filled), 'Contact Form - /service-hours')
    expect(input).toEqual({
      name: 'Priya Shah',
      email: 'priya@example.co.uk',
      phone: '',
      company: 'Northwind Foods',
      message: 'Role: Not specified\nTopic: Support\n\nOur MRP run is slow.',
      source: 'Contact Form - /service-hours',
      first_name: 'Priya',
      last_name: 'Shah',
      role: 'Not specified',
      topic: 'Support',
      consent: true,
      website: '',
    })
  })

  it('keeps a chosen role', () => {
    const input = toContactInput(contactFormSchema.parse({ ...filled, role: 'Finance' }), 'Contact Form - /contact')
    expect(input.name).toBe('Priya Shah')
    expect(input.role).toBe('Finance')
    expect(input.message.startsWith('Role: Finance\nTopic: Support')).toBe(true)
  })
})

describe('source and topic query', () => {
  it('labels the source with the referring path, else the current path', () => {
    expect(contactSource('/blog/month-end', '/contact')).toBe('Contact Form - /blog/month-end')
    expect(contactSource(null, '/contact')).toBe('Contact Form - /contact')
  })

  it('preselects only known topics', () => {
    expect(topicFromQuery('support')).toBe('Support')
    expect(topicFromQuery('Cloud hosting')).toBe('Cloud hosting')
    expect(topicFromQuery('pizza')).toBe('')
    expect(topicFromQuery(null)).toBe('')
  })
})
