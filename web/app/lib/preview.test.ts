import { describe, expect, it } from 'vitest'

import { ApiError } from './api'
import { loadPreviewState, previewState } from './preview'

const published = {
  id: 7,
  title: 'Cloud hosting',
  blocks: [{ blockType: 'hero', heading: 'Run SAP in the cloud', image: { id: 1, updatedAt: '2026-01-01' } }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  _status: 'published',
}

describe('previewState', () => {
  it('is unchanged when only timestamps, the status or key order differ', () => {
    const draft = {
      _status: 'draft',
      createdAt: published.createdAt,
      blocks: [{ image: { updatedAt: '2026-11-26', id: 1 }, heading: 'Run SAP in the cloud', blockType: 'hero' }],
      title: 'Cloud hosting',
      id: 7,
      updatedAt: '2026-11-26T09:00:00.000Z',
    }
    expect(previewState(draft, published)).toBe('unchanged')
  })

  it('is changed when a word a visitor reads differs', () => {
    const draft = { ...published, blocks: [{ ...published.blocks[0], heading: 'Run SAP in our cloud' }] }
    expect(previewState(draft, published)).toBe('changed')
    expect(previewState({ ...published, blocks: [] }, published)).toBe('changed')
  })

  it('is unpublished when visitors have no version at all', () => {
    expect(previewState(published, null)).toBe('unpublished')
  })
})

describe('loadPreviewState', () => {
  it('reads nothing outside preview mode', async () => {
    let reads = 0
    expect(await loadPreviewState(false, published, async () => reads++)).toBeNull()
    expect(reads).toBe(0)
  })

  it('takes a 404 for "never published" and lets other failures through', async () => {
    const notFound = () => Promise.reject(new ApiError(404, 'Not found'))
    expect(await loadPreviewState(true, published, notFound)).toBe('unpublished')
    const down = () => Promise.reject(new ApiError(503, 'Busy'))
    await expect(loadPreviewState(true, published, down)).rejects.toThrow('Busy')
  })
})
