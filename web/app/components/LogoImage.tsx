import clsx from 'clsx'

import type { Media } from '@shared/payload-types'

import { imageSources } from './responsive-image'

/** An uploaded media document when a relation was populated (depth ≥ 1), else null. */
export const populatedMedia = (value: number | Media | null | undefined): Media | null =>
  typeof value === 'object' && value?.url ? value : null

/**
 * An uploaded logo in place of a monogram: decorative (the name is written beside it), kept inside a
 * small box whatever its shape. An SVG (sanitised on upload) is drawn as is; a raster logo brings its
 * WebP sizes, of which the browser takes the smallest that is sharp at `sizes`.
 */
export function LogoImage({
  media,
  className,
  sizes = '96px',
}: {
  /** Nothing is drawn for an unset or unpopulated relation. */
  media: number | Media | null | undefined
  className?: string
  sizes?: string
}) {
  const doc = populatedMedia(media)
  const image = doc && imageSources(doc)
  if (!image) return null
  const vector = doc.mimeType === 'image/svg+xml'
  return (
    <img
      src={image.src}
      srcSet={vector ? undefined : image.srcSet}
      sizes={!vector && image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt=""
      className={clsx('object-contain', className)}
      loading="lazy"
      decoding="async"
    />
  )
}
