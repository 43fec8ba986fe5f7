import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { counted } from '../../shared/counted'
import { uniqueNameIgnoringCase } from '../shared/unique-name'

/**
 * An author still credited on posts stays: the same answer on SQLite (whose foreign key would clear
 * the posts' author) and MongoDB (which would keep a dangling id), from every entry point.
 */
const refuseDeletingCreditedAuthor: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'posts',
    where: { author: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      `This author wrote ${counted(totalDocs, 'post')}. Give ${totalDocs === 1 ? 'it' : 'them'} another author first.`,
      409,
      undefined,
      true,
    )
}

/** The people who write the blog: shown under each of their posts with their role, photo and bio. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Authors' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [uniqueNameIgnoringCase('authors', 'author')],
    beforeDelete: [refuseDeletingCreditedAuthor],
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
