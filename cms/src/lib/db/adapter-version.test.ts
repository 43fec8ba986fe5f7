import { describe, expect, it } from 'vitest'

import { assertTestedMajor, installedVersion } from './adapter-version'

describe('adapter version check', () => {
  it('reads the installed version of an adapter whose exports hide its package.json', () => {
    expect(installedVersion('@payloadcms/db-mongodb')).toMatch(/^3\.\d+\.\d+/)
    expect(installedVersion('@payloadcms/db-sqlite')).toMatch(/^3\.\d+\.\d+/)
  })

  it('accepts the tested major and refuses another, naming the module to check', () => {
    expect(() => assertTestedMajor('@payloadcms/db-mongodb', 3, 'mongo-internals.ts', '3.90.1')).not.toThrow()
    expect(() => assertTestedMajor('@payloadcms/db-mongodb', 3, 'mongo-internals.ts', '4.0.0')).toThrow(
      '@payloadcms/db-mongodb 4.0.0 is installed, but mongo-internals.ts was written and tested for @payloadcms/db-mongodb 3.x. ' +
        'Refusing to start on an untested major version: check mongo-internals.ts against @payloadcms/db-mongodb 4.x and raise its tested major.',
    )
  })
})
