import { isAdminUser, ROLES, type Role } from '@shared/roles'

export { isAdminUser, ROLES, type Role }

/** The role badge wording of SPEC §2. */
export const ROLE_LABELS: Record<Role, string> = { super_admin: 'Super Admin', admin: 'Admin', user: 'User' }
