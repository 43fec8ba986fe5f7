import { describe, expect, it } from 'vitest'

import { postFor, valuesFrom } from './form-post'

describe('valuesFrom', () => {
  it('reads each field of the empty form from the post: text as posted, checkboxes ticked or not', () => {
    const form = new FormData()
    form.set('name', 'Ada Lovelace')
    form.set('consent', 'on')
    form.set('extra', 'ignored')
    expect(valuesFrom({ name: '', email: '', consent: false, newsletter: false }, form)).toEqual({
      name: 'Ada Lovelace',
      email: '',
      consent: true,
      newsletter: false,
    })
  })

  it('keeps the blank for a file where text was expected', () => {
    const form = new FormData()
    form.set('name', new Blob(['x']))
    expect(valuesFrom({ name: '' }, form)).toEqual({ name: '' })
  })
})

describe('postFor', () => {
  it('hands a post only to the form it came from', () => {
    const post = { form: 'contact', status: 'sent', values: {}, errors: {} }
    expect(postFor(post, 'contact')).toBe(post)
    expect(postFor(post, 'enquiry')).toBeUndefined()
    expect(postFor(undefined, 'contact')).toBeUndefined()
  })
})
