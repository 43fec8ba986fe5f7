import { describe, expect, it } from 'vitest'

import { parseSettings } from './env'
import { allowedOrigins } from './derived-settings'

describe('allowedOrigins', () => {
  it('is SERVER_URL plus the ALLOWED_ORIGINS list, as origins', () => {
    expect(
      allowedOrigins(
        parseSettings({
          SERVER_URL: 'https://www.example.co.uk/',
          ALLOWED_ORIGINS: ' https://cms.example.co.uk , http://10.0.0.5:3000/admin',
        }),
      ),
    ).toEqual(['https://www.example.co.uk', 'https://cms.example.co.uk', 'http://10.0.0.5:3000'])
  })
  it('treats localhost and 127.0.0.1 as one host', () => {
    expect(allowedOrigins(parseSettings({ PORT: '3120' }))).toEqual(['http://localhost:3120', 'http://127.0.0.1:3120'])
    expect(allowedOrigins(parseSettings({ SERVER_URL: 'http://127.0.0.1:4000' }))).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ])
  })
})
