import type { Media } from '@shared/payload-types'
import { IMAGE_SIZES } from '@shared/media'

export type ImageSources = {
  src: string
  srcSet?: string
  width?: number
  height?: number
  /** CSS object-position from the editor's focal point, so cropped boxes keep the subject in view. */
  objectPosition?: string
}

/** The `<img>` attributes for a media document: the original plus its WebP sizes as a srcset. */
export function imageSources(media: Media): ImageSources | null {
  if (!media.url) return null
  const sizes = media.sizes as Record<string, { url?: string | null; width?: number | null } | undefined> | undefined
  // A small original is never enlarged, so several sizes can share a width: keep the first of each.
  const byWidth = new Map<number, string>()
  for (const { name } of IMAGE_SIZES) {
    const size = sizes?.[name]
    if (size?.url && size.width && !byWidth.has(size.width)) byWidth.set(size.width, size.url)
  }
  if (byWidth.size && media.width && !byWidth.has(media.width)) byWidth.set(media.width, media.url)
  const candidates = [...byWidth].map(([width, url]) => `${url} ${width}w`)
  const focal =
    typeof media.focalX === 'number' && typeof media.focalY === 'number'
      ? `${media.focalX}% ${media.focalY}%`
      : undefined
  return {
    src: media.url,
    srcSet: candidates.length ? candidates.join(', ') : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    objectPosition: focal,
  }
}
