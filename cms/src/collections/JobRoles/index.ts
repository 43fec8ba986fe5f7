import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access'
import { uniqueNameIgnoringCase } from '../shared/unique-name'
import { clearJobRoleFromUsers } from './hooks'

export const JobRoles: CollectionConfig = {
  slug: 'job-roles',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'updatedAt'], group: 'Staff' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [uniqueNameIgnoringCase('job-roles', 'job role')], beforeDelete: [clearJobRoleFromUsers] },
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: 100 }],
}
