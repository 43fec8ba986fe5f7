import type { Block } from 'payload'

/** Where the searchable article list goes on /blog, with the call to action closing every article. */
export const BlogListBlock: Block = {
  slug: 'blog-list',
  interfaceName: 'BlogListBlock',
  labels: { singular: 'Blog article list', plural: 'Blog article lists' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'post_cta',
      label: 'Call to action at the end of every article',
      type: 'group',
      admin: { description: 'Shown under each blog post, with a button to /contact' },
      fields: [
        { name: 'text', type: 'text' },
        { name: 'button_label', type: 'text', defaultValue: 'Get in Touch' },
      ],
    },
  ],
}
