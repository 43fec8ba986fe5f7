import { describe, expect, it } from 'vitest'

import { contactKeyOf } from './contact'

describe('contactKeyOf', () => {
  it('is the e-mail address in lower case, or the key a merge stored', () => {
    expect(contactKeyOf({ email: ' Ann@Buyer.EXAMPLE ' })).toBe('ann@buyer.example')
    expect(contactKeyOf({ email: 'ann@other.example', contact_key: 'ann@buyer.example' })).toBe('ann@buyer.example')
    expect(contactKeyOf({ email: 'Bo@x.example', contact_key: null })).toBe('bo@x.example')
  })
})
