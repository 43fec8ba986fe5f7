export const ROLES = ['user', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/** The slice of a user that access decisions need; works for full documents and JWT payloads alike. */
export type Actor = { id?: number | string; role?: Role | null; is_active?: boolean | null; collection?: string }

export const isActive = (user: Actor | null | undefined): user is Actor =>
  Boolean(user) && user!.is_active !== false && (user!.collection === undefined || user!.collection === 'users')

/** Admin means admin or super_admin, and only while the account is active. */
export const isAdminUser = (user: Actor | null | undefined): boolean =>
  isActive(user) && (user.role === 'admin' || user.role === 'super_admin')

export const isSuperAdminUser = (user: Actor | null | undefined): boolean =>
  isActive(user) && user.role === 'super_admin'
