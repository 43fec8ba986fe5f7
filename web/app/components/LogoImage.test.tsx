import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { CustomerStoriesBlock, Media, PartnersBlock } from '@shared/payload-types'
import { CustomerStories } from '~/blocks/CustomerStories'
import { Partners } from '~/blocks/Partners'

const media = (over: Partial<Media>): Media => ({
  id: 1,
  alt: 'A photo',
  url: '/media/photo.jpg',
  width: 1600,
  height: 1200,
  mimeType: 'image/jpeg',
  sizes: {
    small: { url: '/media/photo-480x360.webp', width: 480 },
    medium: { url: '/media/photo-960x720.webp', width: 960 },
    large: { url: '/media/photo-1600x1200.webp', width: 1600 },
  },
  createdAt: '',
  updatedAt: '',
  ...over,
})

describe('uploaded pictures in blocks', () => {
  it('a partner with a logo shows it (an SVG as is), one without keeps its initials', () => {
    const block: PartnersBlock = {
      blockType: 'partners',
      items: [
        { name: 'Add-on vendors', logo: media({ url: '/media/gold.svg', mimeType: 'image/svg+xml', sizes: {} }) },
        { name: 'Great Place to Work', logo: 7 },
      ],
    }
    const { container } = render(<Partners block={block} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('src')).toBe('/media/gold.svg')
    expect(images[0]!.hasAttribute('srcset')).toBe(false)
    // Decorative: the name is written beside it.
    expect(images[0]!.getAttribute('alt')).toBe('')
    expect(container.textContent).toContain('GP')
  })

  it('a customer story with a photo shows it responsive, with its alt text and focal point', () => {
    const block: CustomerStoriesBlock = {
      blockType: 'customer-stories',
      items: [
        {
          company: 'Acme',
          result: 'Closed in 3 days',
          image: media({ alt: 'Acme’s packing line', focalX: 20, focalY: 70 }),
        },
        { company: 'Beta', result: 'Stock right first time' },
      ],
    }
    const { container } = render(<CustomerStories block={block} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('alt')).toBe('Acme’s packing line')
    expect(images[0]!.getAttribute('srcset')).toMatch(/480w.*960w.*1600w/)
    expect(images[0]!.getAttribute('sizes')).toContain('30vw')
    expect(images[0]!.style.objectPosition).toBe('20% 70%')
  })
})
