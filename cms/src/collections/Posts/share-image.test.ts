import { describe, expect, it } from 'vitest'

import type { Post } from '../../shared/payload-types'
import { shareFeaturedImage } from './hooks'

const run = (data: Partial<Post>, originalDoc?: Partial<Post>) =>
  shareFeaturedImage({ data, originalDoc } as never) as Partial<Post>

describe('shareFeaturedImage', () => {
  it('makes the featured image the share image when none was chosen', () => {
    expect(run({ featured_image: 7 }).meta?.image).toBe(7)
  })

  it('follows a new featured image while the two were the same', () => {
    expect(run({ featured_image: 9 }, { featured_image: 7, meta: { image: 7 } }).meta?.image).toBe(9)
  })

  it('keeps a share image the editor chose', () => {
    expect(run({ featured_image: 9 }, { featured_image: 7, meta: { image: 3 } })).toEqual({ featured_image: 9 })
    expect(run({ featured_image: 9, meta: { image: 4 } }, { featured_image: 7 }).meta?.image).toBe(4)
  })

  it('leaves a post without a featured image alone', () => {
    expect(run({ title: 'x' })).toEqual({ title: 'x' })
  })
})
