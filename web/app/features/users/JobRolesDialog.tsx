import { Briefcase, Plus, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import type { ApiJobRole } from '@cms/contract/types'
import { Button } from '~/components/ui/button'
import { ConfirmDialog, Dialog } from '~/components/ui/dialog'
import { TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'

import { useCreateJobRole, useDeleteJobRole } from './api'

/** Manage Job Roles: the roles that make a user a Solutions Advisor in the leads screen. */
export function JobRolesDialog({ jobRoles, onClose }: { jobRoles: ApiJobRole[]; onClose: () => void }) {
  const toast = useToast()
  const create = useCreateJobRole()
  const remove = useDeleteJobRole()
  const [name, setName] = useState('')
  const [doomed, setDoomed] = useState<ApiJobRole | null>(null)

  function add(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return // SPEC §5: a blank name is ignored
    create.mutate(trimmed, {
      onSuccess: () => {
        setName('')
        toast.success('Job role created')
      },
      onError: () => toast.error('Error creating job role'),
    })
  }

  function destroy(role: ApiJobRole) {
    remove.mutate(role.id, {
      onSuccess: () => toast.success('Job role deleted'),
      onError: () => toast.error('Error deleting job role'),
      onSettled: () => setDoomed(null),
    })
  }

  return (
    <Dialog open onClose={onClose} title="Manage Job Roles" description="Users with a job role appear as Solutions Advisors on inbound leads.">
      <form onSubmit={add} className="flex items-end gap-2">
        <TextField label="New job role" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Solutions Advisor" className="flex-1" />
        <Button type="submit" disabled={create.isPending} className="mb-px rounded-lg">
          <Plus className="size-4" aria-hidden />
          Add
        </Button>
      </form>
      {jobRoles.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">No job roles yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Job roles">
          {jobRoles.map((role) => (
            <li key={role.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="flex items-center gap-2 text-sm font-medium text-ink-950">
                <Briefcase className="size-4 text-slate-400" aria-hidden />
                {role.name}
              </span>
              <button
                type="button"
                onClick={() => setDoomed(role)}
                aria-label={`Delete ${role.name}`}
                className="rounded-lg p-1.5 text-slate-400 transition hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        tone="danger"
        title="Delete this job role?"
        message={doomed ? `“${doomed.name}” will be removed from every user who has it.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => doomed && destroy(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Dialog>
  )
}
