import clsx from 'clsx'
import { Briefcase, KeyRound, Pencil, Power, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'

import type { ApiUser } from '@shared/contract-types'
import { ListContent } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { Badge, OnOffBadge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { DataTable, RowActions, type Column } from '~/components/ui/data-table'
import { EmptyState } from '~/components/ui/empty-state'
import { IconButton } from '~/components/ui/icon-button'
import { useToast } from '~/components/ui/toast'
import { ROLE_LABELS } from '~/lib/roles'

import { useJobRoles, useUpdateUser, useUsers } from './api'
import { JobRolesDialog } from './JobRolesDialog'
import { ResetPasswordDialog } from './ResetPasswordDialog'
import { UserFormDialog } from './UserFormDialog'

type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; user: ApiUser }
  | { kind: 'password'; user: ApiUser }
  | { kind: 'job-roles' }
  | null

const fullName = (user: ApiUser) => `${user.first_name} ${user.last_name}`.trim() || user.email

const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Email', className: 'hidden md:table-cell' },
  { label: 'Job Role', className: 'hidden lg:table-cell' },
  { label: 'System Role', className: 'hidden sm:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: 'Actions', className: 'text-right' },
]

/** User Management (SPEC §2). `currentUser` is the signed-in admin. */
export function UsersScreen({ currentUser }: { currentUser: ApiUser }) {
  const toast = useToast()
  const { data: users = [], isPending } = useUsers()
  const { data: jobRoles = [] } = useJobRoles()
  const update = useUpdateUser()
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)

  function toggleActive(user: ApiUser) {
    update.mutate(
      { id: user.id, is_active: !user.is_active },
      {
        onSuccess: () => toast.success(`${fullName(user)} ${user.is_active ? 'deactivated' : 'activated'}`),
        onError: () => toast.error('Error updating user'),
      },
    )
  }

  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Create portal accounts, set roles and control who can sign in"
        actions={
          <>
            <Button variant="secondary" onClick={() => setModal({ kind: 'job-roles' })}>
              <Briefcase className="size-4" aria-hidden />
              Manage Job Roles
            </Button>
            <Button onClick={() => setModal({ kind: 'create' })}>
              <UserPlus className="size-4" aria-hidden />
              Create User
            </Button>
          </>
        }
      />
      <Panel>
        <ListContent
          pending={isPending}
          empty={
            users.length === 0 && (
              <EmptyState icon={Users} title="No users yet">
                Create the first account with Create User.
              </EmptyState>
            )
          }
        >
          <DataTable columns={COLUMNS}>
            {users.map((user) => {
              const isSelf = user.id === currentUser.id
              return (
                <tr
                  key={user.id}
                  className={clsx('transition hover:bg-slate-50/60', !user.is_active && 'text-slate-500')}
                >
                  <td className="px-4 py-3">
                    <p className={clsx('font-medium', user.is_active ? 'text-ink-950' : 'text-slate-500')}>
                      {fullName(user)}
                      {isSelf && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
                    </p>
                    <p className="text-xs text-slate-500 md:hidden">{user.email}</p>
                    <OnOffBadge on={user.is_active} className="mt-1 sm:hidden" />
                  </td>
                  <td className="hidden px-4 py-3 text-slate-600 md:table-cell">{user.email}</td>
                  <td className="hidden px-4 py-3 text-slate-600 lg:table-cell">
                    {user.job_role?.name ?? <span className="text-slate-500">—</span>}
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <Badge tone={user.role === 'super_admin' ? 'violet' : user.role === 'admin' ? 'brand' : 'neutral'}>
                      {ROLE_LABELS[user.role]}
                    </Badge>
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <OnOffBadge on={user.is_active} />
                  </td>
                  <RowActions>
                    <IconButton label={`Edit ${fullName(user)}`} onClick={() => setModal({ kind: 'edit', user })}>
                      <Pencil className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton
                      label={`${user.is_active ? 'Deactivate' : 'Activate'} ${fullName(user)}`}
                      onClick={() => toggleActive(user)}
                      disabled={isSelf || update.isPending}
                      danger={user.is_active}
                    >
                      <Power className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton
                      label={`Reset password for ${fullName(user)}`}
                      onClick={() => setModal({ kind: 'password', user })}
                    >
                      <KeyRound className="size-4" aria-hidden />
                    </IconButton>
                  </RowActions>
                </tr>
              )
            })}
          </DataTable>
        </ListContent>
      </Panel>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <UserFormDialog
          user={modal.kind === 'edit' ? modal.user : undefined}
          jobRoles={jobRoles}
          canGrantSuperAdmin={currentUser.role === 'super_admin'}
          onClose={close}
        />
      )}
      {modal?.kind === 'password' && <ResetPasswordDialog user={modal.user} onClose={close} />}
      {modal?.kind === 'job-roles' && <JobRolesDialog jobRoles={jobRoles} onClose={close} />}
    </>
  )
}
