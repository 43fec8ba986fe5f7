import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { HttpError } from './http'
import { findByName, findOr404, mediaIdFromUrl, NOT_IN_MEDIA_LIBRARY, userByEmail } from './lookups'

/** A request whose Payload answers from a few stored documents, recording what it was asked. */
function request(docs: Array<Record<string, unknown>>) {
  const findByID = vi.fn(async ({ id }: { id: unknown }) => docs.find((d) => d.id === id) ?? null)
  const find = vi.fn(async ({ where }: { where?: { filename: { equals: string } } }) => ({
    docs: where ? docs.filter((d) => d.filename === where.filename.equals) : docs,
  }))
  const req = { payload: { findByID, find } } as unknown as PayloadRequest
  return { req, findByID, find }
}

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as HttpError
  expect(error).toBeInstanceOf(HttpError)
  return { status: error.status, detail: error.detail, errors: error.errors }
}

describe('findOr404', () => {
  it('returns the document, read with access overridden, at the depth asked', async () => {
    const { req, findByID } = request([{ id: 1, name: 'Lead' }])
    expect(await findOr404(req, 'leads', 1, 'No lead')).toEqual({ id: 1, name: 'Lead' })
    expect(findByID).toHaveBeenLastCalledWith(
      expect.objectContaining({ collection: 'leads', id: 1, depth: 0, overrideAccess: true, disableErrors: true, req }),
    )
    await findOr404(req, 'leads', 1, 'No lead', 1)
    expect(findByID).toHaveBeenLastCalledWith(expect.objectContaining({ depth: 1 }))
  })

  it('404 with the given message when there is none', async () => {
    expect(await refusal(findOr404(request([]).req, 'leads', 2, 'No lead'))).toEqual({
      status: 404,
      detail: 'No lead',
      errors: undefined,
    })
  })
})

describe('userByEmail', () => {
  it('asks for one user by the address in lower case, with access overridden, and returns it', async () => {
    const ada = { id: 5, email: 'ada@test.example' }
    const find = vi.fn(async ({ where }: { where: { email: { equals: string } } }) => ({
      docs: [ada].filter((u) => u.email === where.email.equals),
    }))
    const req = { payload: { find } } as unknown as PayloadRequest
    expect(await userByEmail(req, 'Ada@Test.EXAMPLE')).toEqual(ada)
    expect(find).toHaveBeenLastCalledWith({
      collection: 'users',
      where: { email: { equals: 'ada@test.example' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    expect(await userByEmail(req, 'nobody@test.example')).toBeUndefined()
  })
})

describe('findByName', () => {
  it('matches ignoring case and surrounding spaces, on either side', async () => {
    const { req, find } = request([
      { id: 1, name: 'Finance Director' },
      { id: 2, name: ' Solutions Advisor ' },
    ])
    expect(await findByName(req, 'job-roles', '  solutions ADVISOR')).toEqual({ id: 2, name: ' Solutions Advisor ' })
    expect(await findByName(req, 'job-roles', 'finance director')).toEqual({ id: 1, name: 'Finance Director' })
    expect(await findByName(req, 'job-roles', 'Finance')).toBeUndefined()
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'job-roles', pagination: false, depth: 0, overrideAccess: true, req }),
    )
  })
})

describe('mediaIdFromUrl', () => {
  const library = [{ id: 5, filename: 'logo.png' }]

  it('no address means no image', async () => {
    const { req, find } = request(library)
    expect(await mediaIdFromUrl(req, null, 'featured_image')).toBeNull()
    expect(await mediaIdFromUrl(req, '', 'featured_image')).toBeNull()
    expect(find).not.toHaveBeenCalled()
  })

  it('finds the uploaded image behind a /media/ address, also as a full URL', async () => {
    const { req, find } = request(library)
    expect(await mediaIdFromUrl(req, '/media/logo.png', 'featured_image')).toBe(5)
    expect(await mediaIdFromUrl(req, 'https://site.example/media/logo.png', 'featured_image')).toBe(5)
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'media', limit: 1, depth: 0, overrideAccess: true, req }),
    )
  })

  it('400 naming the field for an address that is not in the library, without asking it for foreign URLs', async () => {
    const expected = { status: 400, detail: NOT_IN_MEDIA_LIBRARY, errors: { image: NOT_IN_MEDIA_LIBRARY } }
    const { req, find } = request(library)
    expect(await refusal(mediaIdFromUrl(req, '/media/missing.png', 'image'))).toEqual(expected)
    find.mockClear()
    expect(await refusal(mediaIdFromUrl(req, 'https://elsewhere.example/logo.png', 'image'))).toEqual(expected)
    expect(find).not.toHaveBeenCalled()
  })
})
