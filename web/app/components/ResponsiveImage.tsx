import type { Media } from '@shared/payload-types'

import { imageSources } from './responsive-image'

type Props = {
  media: Media
  /** How wide the image is drawn, for the browser to pick a size: e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string
  className?: string
  priority?: boolean
}

/** An uploaded image with its WebP sizes, intrinsic width and height (no layout shift) and focal point. */
export function ResponsiveImage({ media, sizes, className, priority = false }: Props) {
  const image = imageSources(media)
  if (!image) return null
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={media.alt ?? ''}
      className={className}
      style={image.objectPosition ? { objectPosition: image.objectPosition } : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
