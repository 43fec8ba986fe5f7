import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  accessRequestSchema,
  contactFormSchema,
  contactSchema,
  enquiryFormSchema,
  faqCreateSchema,
  leadNoteSchema,
  leadFilterQuery,
  loginSchema,
  MAX_POSTS,
  passwordResetSchema,
  passwordSchema,
  postListQuery,
  postSchema,
  userCreateSchema,
  userUpdateSchema,
} from './schemas'
import { PHONE_INVALID } from './constants'

/** Every message by field, as zod flattens them ({} when valid). */
const messages = (schema: z.ZodType, values: unknown) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors
}

const contact = {
  firstName: ' Priya ',
  lastName: ' Shah ',
  email: 'priya@example.co.uk',
  phone: '',
  company: 'Northwind Foods',
  role: '',
  topic: 'Support',
  message: ' Our MRP run is slow. ',
  consent: true,
  website: '',
}
const emptyContact = {
  ...contact,
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  topic: '',
  message: '',
  consent: false,
}

describe('contactFormSchema', () => {
  it('reports every required field with the SPEC §5 messages', () => {
    expect(messages(contactFormSchema, emptyContact)).toEqual({
      firstName: ['First name required'],
      email: ['Email required'],
      company: ['Company required'],
      lastName: ['Last name required'],
      topic: ['Please select a topic'],
      message: ['Message required'],
      consent: ['You must agree'],
    })
  })

  it('treats whitespace-only text as missing', () => {
    expect(messages(contactFormSchema, { ...contact, firstName: '   ', message: '\n ' })).toEqual({
      firstName: ['First name required'],
      message: ['Message required'],
    })
  })

  it('requires the last name it marks required', () => {
    expect(messages(contactFormSchema, { ...contact, lastName: ' ' })).toEqual({ lastName: ['Last name required'] })
  })

  it('accepts a complete form without phone or role, trimmed', () => {
    expect(contactFormSchema.parse(contact)).toMatchObject({
      firstName: 'Priya',
      lastName: 'Shah',
      phone: '',
      message: 'Our MRP run is slow.',
    })
  })

  it('asks for a message of at least 10 characters, once', () => {
    expect(messages(contactFormSchema, { ...contact, message: ' x ' })).toEqual({
      message: ['Please write at least 10 characters'],
    })
    expect(contactFormSchema.parse({ ...contact, message: '0123456789' }).message).toBe('0123456789')
  })

  it('formats a phone number and refuses what is not one', () => {
    expect(contactFormSchema.parse({ ...contact, phone: ' 0161 496 0123 ' }).phone).toBe('+44 161 496 0123')
    expect(contactFormSchema.parse({ ...contact, phone: '+353 1 234 5678' }).phone).toBe('+353 1 234 5678')
    expect(messages(contactFormSchema, { ...contact, phone: 'abc' })).toEqual({ phone: [PHONE_INVALID] })
  })

  it('says "First name required" as the API does when no name arrives', () => {
    const { firstName: _, ...rest } = contact
    expect(messages(contactSchema, { ...rest, name: '' })).toEqual({ name: ['First name required'] })
  })
})

describe('contactSchema (the contract)', () => {
  const body = {
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    company: 'Northwind Foods',
    message: 'Our MRP run is slow.',
  }

  it('applies the form rules to phone and message', () => {
    expect(messages(contactSchema, { ...body, phone: 'abc', message: 'x' })).toEqual({
      phone: [PHONE_INVALID],
      message: ['Please write at least 10 characters'],
    })
    expect(contactSchema.parse({ ...body, phone: '07911 123456' }).phone).toBe('+44 7911 123456')
  })

  it('needs a last name beside a first name; one joined name may be a single word (SPEC §7)', () => {
    expect(messages(contactSchema, { ...body, first_name: 'Priya', last_name: ' ' })).toEqual({
      last_name: ['Last name required'],
    })
    expect(messages(contactSchema, { ...body, name: 'Priya' })).toEqual({})
  })
})

describe('enquiryFormSchema', () => {
  it('requires name, email, company and consent; role and subsidiaries are optional', () => {
    const empty = {
      name: '',
      email: '',
      company: '',
      role: '',
      subsidiaries: '',
      users: '',
      region: '',
      consent: false,
      website: '',
    }
    expect(messages(enquiryFormSchema, empty)).toEqual({
      name: ['Name required'],
      email: ['Email required'],
      company: ['Company required'],
      consent: ['You must agree'],
    })
    expect(
      messages(enquiryFormSchema, { ...empty, name: 'Ann', email: 'a@b.example', company: 'Acme', consent: true }),
    ).toEqual({})
  })
})

describe('loginSchema', () => {
  it('requires a well-formed e-mail and a password', () => {
    expect(messages(loginSchema, { email: ' ', password: '' })).toEqual({
      email: ['Email required'],
      password: ['Password required'],
    })
    expect(messages(loginSchema, { email: 'amy', password: 'x' })).toEqual({ email: ['Enter a valid email address'] })
  })
})

describe('accessRequestSchema', () => {
  it('requires names, e-mail and a reason; company is optional', () => {
    const request = {
      first_name: 'Amy',
      last_name: 'Lee',
      email: 'amy@x.example',
      company: '',
      reason: 'Our sales team needs the lead desk.',
      website: '',
    }
    expect(messages(accessRequestSchema, request)).toEqual({})
    expect(
      messages(accessRequestSchema, { ...request, first_name: '', last_name: ' ', email: '', reason: '' }),
    ).toEqual({
      first_name: ['First name required'],
      last_name: ['Last name required'],
      email: ['Email required'],
      reason: ['Reason required'],
    })
    expect(messages(accessRequestSchema, { ...request, reason: 'Sales' })).toEqual({
      reason: ['Please write at least 10 characters'],
    })
  })
})

describe('users and passwords', () => {
  const user = {
    email: 'dana@clearpath.example',
    password: 'correct-horse',
    passwordConfirm: 'correct-horse',
    first_name: 'Dana',
    last_name: 'Reid',
    role: 'user',
    job_role: null,
  }

  it('accepts a complete new user', () => {
    expect(messages(userCreateSchema, user)).toEqual({})
  })

  it('requires names, e-mail and a password of at least 10 characters', () => {
    expect(
      messages(userCreateSchema, {
        ...user,
        first_name: '',
        last_name: '',
        email: '',
        password: '',
        passwordConfirm: '',
      }),
    ).toEqual({
      first_name: ['First name required'],
      last_name: ['Last name required'],
      email: ['Email required'],
      // The form shows the first message of each field.
      password: ['Password required', 'Password must be at least 10 characters'],
    })
    expect(messages(userCreateSchema, { ...user, password: 'short', passwordConfirm: 'short' })).toEqual({
      password: ['Password must be at least 10 characters'],
    })
  })

  it('says "Passwords do not match" under the confirmation', () => {
    for (const schema of [userCreateSchema, passwordSchema])
      expect(messages(schema, { ...user, passwordConfirm: 'correct-horsE' })).toEqual({
        passwordConfirm: ['Passwords do not match'],
      })
    expect(
      messages(passwordResetSchema, { token: 'abc', password: 'correct-horse', passwordConfirm: 'other-horse' }),
    ).toEqual({ passwordConfirm: ['Passwords do not match'] })
  })

  it('refuses blank names when editing a user', () => {
    expect(messages(userUpdateSchema, { first_name: ' ', last_name: 'Reid' })).toEqual({
      first_name: ['First name required'],
    })
  })
})

describe('faqCreateSchema and postSchema', () => {
  it('requires question, answer and category, and a whole order', () => {
    expect(
      messages(faqCreateSchema, { question: ' ', answer: '', category: ' ', order: 0, is_published: true }),
    ).toEqual({
      question: ['Question required'],
      answer: ['Answer required'],
      category: ['Category required'],
    })
    expect(messages(faqCreateSchema, { question: 'Q?', answer: 'A.', order: Number('x') })).toEqual({
      order: ['Order must be a whole number'],
    })
  })

  it('requires title, excerpt, content and category', () => {
    expect(messages(postSchema, { title: ' ', excerpt: '', content: ' ', category: '', status: 'draft' })).toEqual({
      title: ['Title required'],
      excerpt: ['Excerpt required'],
      content: ['Content required'],
      category: ['Category required'],
    })
    expect(messages(postSchema, { title: 'T', excerpt: 'E', content: 'C', category: 'News', status: 'draft' })).toEqual(
      {},
    )
  })
})

describe('postListQuery', () => {
  const limit = (value?: string) => postListQuery.safeParse(value === undefined ? {} : { limit: value })

  it('defaults to 100 and caps larger limits there', () => {
    expect(limit().data).toEqual({ limit: MAX_POSTS })
    expect(limit('').data).toEqual({ limit: MAX_POSTS })
    expect(limit('7').data).toEqual({ limit: 7 })
    expect(limit('5000').data).toEqual({ limit: MAX_POSTS })
  })

  it.each(['0', '-1', 'abc', '1.5', ' 2'])('refuses limit=%j', (value) => {
    expect(limit(value).error?.issues[0].message).toBe('limit must be a whole number from 1 to 100.')
  })
})

describe('leadFilterQuery', () => {
  it('reads the lead desk filters, `search` as an older name for `q`', () => {
    expect(leadFilterQuery.parse({ search: 'ann', status: 'new', overdue: '1' })).toEqual({
      q: 'ann',
      status: 'new',
      advisor: '',
      topic: '',
      overdue: true,
      page: 1,
      sort: '-created',
    })
    expect(leadFilterQuery.parse({}).status).toBe('')
  })

  it('refuses an unknown status or overdue value', () => {
    expect(leadFilterQuery.safeParse({ status: 'won' }).success).toBe(false)
    expect(leadFilterQuery.safeParse({ overdue: 'maybe' }).success).toBe(false)
  })
})

describe('leadNoteSchema', () => {
  it('asks for a note when the text is blank', () => {
    expect(messages(leadNoteSchema, { body: ' \n ' })).toEqual({ body: ['Write a note first'] })
    expect(leadNoteSchema.parse({ body: ' Called back ' })).toEqual({ body: 'Called back' })
  })
})
