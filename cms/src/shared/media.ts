/** The responsive copies made of every uploaded image (WebP), smallest first. */
export const IMAGE_SIZES = [
  { name: 'small', width: 480 },
  { name: 'medium', width: 960 },
  { name: 'large', width: 1600 },
] as const

export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name']
