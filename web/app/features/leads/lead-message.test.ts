import { describe, expect, it } from 'vitest'

import { messageBody } from './lead-message'

const lead = (message: string, role = 'Finance', topic = 'Support') => ({ message, role, topic })

describe('messageBody', () => {
  it('drops the role and topic the drawer shows above the contact form’s message', () => {
    expect(messageBody(lead('Role: Finance\nTopic: Support\n\nMonth end takes\neight days.'))).toBe(
      'Month end takes\neight days.',
    )
  })

  it('keeps a label that says something the rows do not, and the visitor’s own "Topic:"', () => {
    expect(messageBody(lead('Role: Finance\nTopic: Cloud hosting\n\nHi', 'Finance', 'Support'))).toBe(
      'Topic: Cloud hosting\n\nHi',
    )
    expect(messageBody(lead('Role: Finance\nTopic: Support\n\nTopic: Support, again'))).toBe('Topic: Support, again')
    expect(messageBody(lead('Hello\n\nRole: Finance'))).toBe('Hello\n\nRole: Finance')
  })

  it('keeps an enquiry’s other lines, dropping only its repeated role', () => {
    expect(messageBody(lead('Enquiry about Cloud\nRole: Finance\nUsers: 12', 'Finance', 'Cloud hosting'))).toBe(
      'Enquiry about Cloud\nUsers: 12',
    )
  })

  it('leaves a message with no labels alone', () => {
    expect(messageBody(lead('Line one\nLine two'))).toBe('Line one\nLine two')
    expect(messageBody(lead('Role: Finance\nTopic: Support'))).toBe('')
  })
})
