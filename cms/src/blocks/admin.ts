import type { Block } from 'payload'

/**
 * A block as the admin shows it: rows titled by their heading (components/admin/BlockLabel) and a
 * sketch of the section in the block picker (web/public/block-thumbnails/<slug>.svg, served by the site).
 */
export function forAdmin(block: Block): Block {
  const label = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return {
    ...block,
    admin: {
      ...block.admin,
      components: {
        ...block.admin?.components,
        Label: { path: '/components/admin/BlockLabel#BlockLabel', clientProps: { blockLabel: label } },
      },
      images: { thumbnail: { url: `/block-thumbnails/${block.slug}.svg`, alt: `Sketch of the ${label} section` } },
    },
  }
}
