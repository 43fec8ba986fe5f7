import { describe, expect, it } from 'vitest'

import type { Media } from '@shared/payload-types'

import { imageSources } from './responsive-image'

const media = (extra: Partial<Media> = {}): Media =>
  ({
    id: 1,
    alt: 'Warehouse',
    url: '/media/warehouse.png',
    filename: 'warehouse.png',
    width: 2000,
    height: 1000,
    updatedAt: '',
    createdAt: '',
    ...extra,
  }) as Media

describe('imageSources', () => {
  it('lists the WebP sizes and the original as a srcset, with intrinsic size and focal point', () => {
    const image = imageSources(
      media({
        focalX: 30,
        focalY: 70,
        sizes: {
          small: { url: '/media/warehouse-480x240.webp', width: 480, height: 240 },
          medium: { url: '/media/warehouse-960x480.webp', width: 960, height: 480 },
          large: { url: null, width: null },
        },
      }),
    )
    expect(image).toEqual({
      src: '/media/warehouse.png',
      srcSet: '/media/warehouse-480x240.webp 480w, /media/warehouse-960x480.webp 960w, /media/warehouse.png 2000w',
      width: 2000,
      height: 1000,
      objectPosition: '30% 70%',
    })
  })
  it('falls back to the original alone, and to nothing without a URL', () => {
    expect(imageSources(media())?.srcSet).toBeUndefined()
    expect(imageSources(media({ url: null }))).toBeNull()
  })
})
