import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { counted } from '../../shared/counted'
import { refuseDeletingInUse } from '../shared/refuse-delete-in-use'
import { uniqueNameIgnoringCase } from '../shared/unique-name'

/** The people who write the blog: shown under each of their posts with their role, photo and bio. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Authors' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  hooks: {
    beforeValidate: [uniqueNameIgnoringCase('authors', 'author')],
    // Credited on posts: the same answer on SQLite (whose foreign key would clear the credit) and MongoDB.
    beforeDelete: [
      refuseDeletingInUse(
        'posts',
        'author',
        (n) => `This author wrote ${counted(n, 'post')}. Give ${n === 1 ? 'it' : 'them'} another author first.`,
      ),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 200 },
    {
      name: 'role',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Shown under the name, e.g. "Senior SAP Business One consultant"' },
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A square head-and-shoulders picture' },
    },
    {
      name: 'bio',
      label: 'Short bio',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'Two or three sentences readers see under each of this author’s posts' },
    },
  ],
}
