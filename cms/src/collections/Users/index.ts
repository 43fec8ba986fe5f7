import type { CollectionConfig } from 'payload'

import { adminOrSelf, canDeleteUser, canUpdateUser, isAdmin, isAdminField } from '../../access'
import { isAdminUser, ROLES } from '../../shared/roles'
import { serverUrl } from '../../config/derived-settings'
import { enforcePasswordPolicy, forgiveSuccessfulLogin, guardLogin, stopPasswordCheck } from './auth-guards'
import {
  endResetTokensOnCredentialChange,
  endSessionsOnDeactivation,
  guardRoleChanges,
  makeFirstUserSuperAdmin,
  refuseDeletingNamedStaff,
  refuseInactiveLogin,
} from './hooks'
import { forgotPasswordEndpoint } from './password-reset'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Payload's lockout lets anyone lock anyone out; the throttles in auth-guards count by address instead.
    maxLoginAttempts: 0,
    cookies: { secure: serverUrl().startsWith('https:'), sameSite: 'Lax' },
    tokenExpiration: 60 * 60 * 8,
    forgotPassword: {
      // Staff set their password in the portal, which applies the portal's password rules.
      generateEmailSubject: () => 'Set your staff portal password',
      generateEmailHTML: (args) => {
        const link = `${serverUrl()}/portal/reset-password/${args?.token}`
        return `<p>Use this link to set your password for the staff portal:</p><p><a href="${link}">${link}</a></p><p>The link works once and expires in one hour.</p>`
      },
    },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'role', 'job_role', 'is_active'],
    group: 'Staff',
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    create: isAdmin,
    read: adminOrSelf,
    update: canUpdateUser,
    delete: canDeleteUser,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [guardLogin, enforcePasswordPolicy],
    beforeLogin: [stopPasswordCheck, refuseInactiveLogin],
    afterLogin: [forgiveSuccessfulLogin],
    beforeChange: [
      makeFirstUserSuperAdmin,
      guardRoleChanges,
      endSessionsOnDeactivation,
      endResetTokensOnCredentialChange,
    ],
    beforeDelete: [refuseDeletingNamedStaff],
  },
  endpoints: [
    // Payload's own forgot-password route answers as the contract's does (constant time, per-client limits).
    forgotPasswordEndpoint,
    // E-mail verification is off (admins create staff accounts): Payload's route would fail with a 500.
    {
      path: '/verify/:token',
      method: 'post',
      handler: () => Response.json({ detail: 'Not found', errors: [{ message: 'Not Found' }] }, { status: 404 }),
    },
  ],
  fields: [
    { name: 'first_name', type: 'text', required: true, maxLength: 100 },
    { name: 'last_name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'user',
      options: ROLES.map((value) => ({
        value,
        label: value === 'super_admin' ? 'Super Admin' : value[0].toUpperCase() + value.slice(1),
      })),
      saveToJWT: true,
      access: { update: isAdminField },
    },
    {
      name: 'job_role',
      type: 'relationship',
      relationTo: 'job-roles',
      access: { update: isAdminField },
      admin: { description: 'Staff with a job role appear as Solutions Advisors on leads.' },
    },
    {
      name: 'is_active',
      type: 'checkbox',
      defaultValue: true,
      saveToJWT: true,
      access: { update: isAdminField },
      admin: { description: 'Inactive accounts cannot sign in, and their existing sessions stop working.' },
    },
  ],
}
