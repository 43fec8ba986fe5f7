import { Briefcase } from 'lucide-react'

import type { ApiJobRole } from '@shared/contract-types'
import { jobRoleSchema } from '@shared/schemas'
import { NamedListDialog, type NamedListMessages } from '~/components/portal/NamedListDialog'

import { useCreateJobRole, useDeleteJobRole } from './api'

const MESSAGES: NamedListMessages<ApiJobRole> = {
  created: 'Job role created',
  createError: 'Error creating job role',
  delete: {
    title: 'Delete this job role?',
    message: (role) => `“${role.name}” will be removed from every user who has it.`,
    deleted: 'Job role deleted',
    failed: 'Error deleting job role',
  },
}

/** Manage Job Roles: the roles that make a user a Solutions Advisor in the leads screen. */
export function JobRolesDialog({ jobRoles, onClose }: { jobRoles: ApiJobRole[]; onClose: () => void }) {
  return (
    <NamedListDialog
      title="Manage Job Roles"
      description="Users with a job role appear as Solutions Advisors on inbound leads."
      inputLabel="New job role"
      placeholder="e.g. Solutions Advisor"
      listLabel="Job roles"
      emptyText="No job roles yet."
      icon={Briefcase}
      items={jobRoles}
      schema={jobRoleSchema}
      create={useCreateJobRole()}
      remove={useDeleteJobRole()}
      messages={MESSAGES}
      onClose={onClose}
    />
  )
}
