import { ExternalLink, Power, Rocket } from 'lucide-react'
import { useState } from 'react'

import type { ApiLandingPage } from '@shared/contract-types'
import { ListContent } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { OnOffBadge } from '~/components/ui/badge'
import { Button, buttonClasses } from '~/components/ui/button'
import { DataTable, RowActions, type Column } from '~/components/ui/data-table'
import { ConfirmDialog } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { useToast } from '~/components/ui/toast'
import { detailOr } from '~/lib/api-errors'

import { useLandingPages, useToggleLandingPage } from './api'

const WARNINGS = {
  deactivate:
    'Deactivating makes this page inaccessible: visitors who open the link will see an error instead of the page.',
  activate: 'Activating publishes this page to anyone with the link.',
}

const COLUMNS: Column[] = [
  { label: 'Title' },
  { label: 'Slug', className: 'hidden md:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: 'Created By', className: 'hidden lg:table-cell' },
  { label: 'Actions', className: 'text-right' },
]

/** Landing Page Management (SPEC §2): see each campaign page, preview it, switch it on or off. */
export function LandingPagesScreen() {
  const toast = useToast()
  const { data: pages = [], isPending } = useLandingPages()
  const toggle = useToggleLandingPage()
  const [target, setTarget] = useState<ApiLandingPage | null>(null)

  function confirmToggle(page: ApiLandingPage) {
    toggle.mutate(page.id, {
      onSuccess: () => toast.success(`${page.title} ${page.is_active ? 'deactivated' : 'activated'}`),
      onError: (error) => toast.error(detailOr(error, 'Error toggling status')),
      onSettled: () => setTarget(null),
    })
  }

  return (
    <>
      <PageHeader title="Landing Page Management" subtitle="Manage campaign landing pages and their visibility" />
      <Panel>
        <ListContent
          pending={isPending}
          skeletonRows={3}
          empty={
            pages.length === 0 && (
              <EmptyState icon={Rocket} title="No landing pages yet. Create your first campaign landing page!" />
            )
          }
        >
          <DataTable columns={COLUMNS}>
            {pages.map((page) => (
              <tr key={page.id} className="align-top transition hover:bg-slate-50/60">
                <td className="max-w-md px-4 py-4 sm:min-w-56">
                  <p className="font-medium text-ink-950">{page.title}</p>
                  {page.description && <p className="mt-0.5 line-clamp-2 text-slate-500">{page.description}</p>}
                  <OnOffBadge on={page.is_active} className="mt-2 sm:hidden" />
                </td>
                <td className="hidden px-4 py-4 md:table-cell">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-700">
                    /landing/{page.slug}
                  </code>
                </td>
                <td className="hidden px-4 py-4 sm:table-cell">
                  <OnOffBadge on={page.is_active} />
                </td>
                <td className="hidden px-4 py-4 whitespace-nowrap text-slate-600 lg:table-cell">
                  {page.created_by || '—'}
                </td>
                <RowActions className="py-4" stack>
                  <a
                    href={`/landing/${page.slug}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Preview ${page.title} (opens in a new tab)`}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                    Preview
                  </a>
                  <Button
                    size="sm"
                    variant={page.is_active ? 'secondary' : 'primary'}
                    onClick={() => setTarget(page)}
                    aria-label={`${page.is_active ? 'Deactivate' : 'Activate'} ${page.title}`}
                    className={page.is_active ? 'text-red-600 hover:border-red-300 hover:text-red-700' : undefined}
                  >
                    <Power className="size-4" aria-hidden />
                    {page.is_active ? 'Deactivate' : 'Activate'}
                  </Button>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        </ListContent>
      </Panel>
      <ConfirmDialog
        open={target !== null}
        tone={target?.is_active ? 'danger' : 'primary'}
        title={target?.is_active ? 'Deactivate Landing Page?' : 'Activate Landing Page?'}
        message={
          target && (
            <>
              <strong className="text-ink-950">{target.title}</strong> (/landing/{target.slug}).{' '}
              {target.is_active ? WARNINGS.deactivate : WARNINGS.activate}
            </>
          )
        }
        confirmLabel={target?.is_active ? 'Deactivate' : 'Activate'}
        busy={toggle.isPending}
        onConfirm={() => target && confirmToggle(target)}
        onCancel={() => setTarget(null)}
      />
    </>
  )
}
