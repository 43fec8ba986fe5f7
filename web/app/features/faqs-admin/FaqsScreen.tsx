import { HelpCircle, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'

import type { ApiFaq } from '@shared/contract-types'
import { FilterBar, ListContent, ListSummary } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { useConfirmDelete } from '~/components/portal/use-confirm-delete'
import { Badge, OnOffBadge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { FilterSelect, SearchInput } from '~/components/ui/filters'
import { IconButton } from '~/components/ui/icon-button'

import { useDeleteFaq, useFaqs } from './api'
import { FaqFormDialog } from './FaqFormDialog'
import { faqCategories, filterFaqs } from './faqs'

/** FAQ Management (SPEC §2). */
export function FaqsScreen() {
  const { data: faqs = [], isPending } = useFaqs()
  const remove = useConfirmDelete<ApiFaq>(useDeleteFaq(), {
    title: 'Delete this FAQ?',
    message: (faq) => `“${faq.question}” will be removed from the FAQ page.`,
    deleted: 'FAQ deleted',
    failed: 'Error deleting FAQ',
  })
  const [q, setQ] = useState('')
  const [category, setCategory] = useState('')
  const [editing, setEditing] = useState<ApiFaq | 'new' | null>(null)
  const categories = faqCategories(faqs)
  const shown = filterFaqs(faqs, { q, category })

  return (
    <>
      <PageHeader
        title="FAQ Management"
        subtitle="The questions and answers on the public FAQ page"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            New FAQ
          </Button>
        }
      />
      <Panel>
        <FilterBar className="sm:grid-cols-[minmax(0,1fr)_14rem]">
          <SearchInput label="Search FAQs" value={q} onChange={setQ} placeholder="Search questions and answers..." />
          <FilterSelect label="Category" value={category} onChange={setCategory}>
            <option value="">All Categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </FilterSelect>
        </FilterBar>
        <ListSummary pending={isPending}>{`Showing ${shown.length} of ${faqs.length} FAQs`}</ListSummary>
        <ListContent
          pending={isPending}
          empty={
            shown.length === 0 && (
              <EmptyState icon={HelpCircle} title={faqs.length === 0 ? 'No FAQs yet' : 'No FAQs match your search'}>
                {faqs.length === 0 ? 'Add the first question with New FAQ.' : 'Try another word or category.'}
              </EmptyState>
            )
          }
        >
          <ul className="divide-y divide-slate-100 border-t border-slate-100">
            {shown.map((faq) => (
              <li
                key={faq.id}
                className="flex flex-col gap-3 px-4 py-4 transition hover:bg-slate-50/60 sm:flex-row sm:items-start"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="violet">{faq.category}</Badge>
                    <OnOffBadge on={faq.is_published} labels={['Published', 'Draft']} />
                    <span className="text-xs text-slate-500">Order {faq.order}</span>
                  </div>
                  <h2 className="mt-2 font-medium text-ink-950">{faq.question}</h2>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{faq.answer}</p>
                </div>
                <div className="flex shrink-0 gap-1 self-end sm:self-start">
                  <IconButton onClick={() => setEditing(faq)} label={`Edit ${faq.question}`}>
                    <Pencil className="size-4" aria-hidden />
                  </IconButton>
                  <IconButton onClick={() => remove.ask(faq)} label={`Delete ${faq.question}`} danger>
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
              </li>
            ))}
          </ul>
        </ListContent>
      </Panel>
      {editing && (
        <FaqFormDialog
          faq={editing === 'new' ? undefined : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      {remove.dialog}
    </>
  )
}
