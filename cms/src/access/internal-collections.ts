import type {
  Access,
  AccessResult,
  CollectionBeforeValidateHook,
  Config,
  Plugin,
  SanitizedConfig,
  Where,
} from 'payload'

import { isAdminUser } from '../shared/roles'
import { isAdmin, nobody } from './index'

/** Only active admins and super_admins use the admin panel, so only they hold or clear document locks. */
const activeAdmin: Access = ({ req }) => isAdminUser(req.user)

/** Preferences belong to the signed-in account; Payload ties each record to its owner. */
const ownPreferences: Access = ({ req }): AccessResult => {
  if (!req.user) return false
  const own: Where[] = [
    { 'user.value': { equals: req.user.id } },
    { 'user.relationTo': { equals: req.user.collection } },
  ]
  return { and: own }
}

/** A lock always names the account that took it: nobody can lock a document in someone else's name. */
const lockHolderIsSelf: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!req.user || !data) return data
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

const INTERNAL_ACCESS: Record<string, Partial<Record<'create' | 'read' | 'update' | 'delete', Access>>> = {
  'payload-locked-documents': { create: activeAdmin, read: activeAdmin, update: activeAdmin, delete: activeAdmin },
  'payload-preferences': {
    create: ownPreferences,
    read: ownPreferences,
    update: ownPreferences,
    delete: ownPreferences,
  },
  'payload-migrations': { create: nobody, read: nobody, update: nobody, delete: nobody },
  'payload-kv': { create: nobody, read: nobody, update: nobody, delete: nobody },
  'payload-jobs': { create: nobody, read: isAdmin, update: nobody, delete: nobody },
}

/**
 * Payload adds its internal collections while sanitizing the config and gives several of them
 * "any signed-in account" access. This replaces that with explicit rules; Payload's own code
 * reaches these collections with overrideAccess or the database adapter, so it is unaffected.
 */
export function hardenInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const rules = INTERNAL_ACCESS[collection.slug]
    if (!rules) continue
    Object.assign(collection.access, rules)
    if (collection.slug === 'payload-locked-documents') {
      collection.hooks.beforeValidate = [lockHolderIsSelf, ...(collection.hooks.beforeValidate ?? [])]
    }
  }
  return config
}

/**
 * Versions and drafts are staff-only unless a collection or global says otherwise: Payload's
 * default lets any signed-in account read every version.
 */
export const staffOnlyVersions: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, access: { readVersions: isAdmin, ...c.access } })),
  globals: config.globals?.map((g) => ({ ...g, access: { readVersions: isAdmin, ...g.access } })),
})
