import { useId } from 'react'

import type { ApiFaq } from '@shared/contract-types'
import { faqFormSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox'
import { Dialog } from '~/components/ui/dialog'
import { TextareaField, TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { useSaveFaq, type FaqInput } from './api'
import { NEW_FAQ } from './faqs'

type Props = { faq?: ApiFaq; categories: string[]; onClose: () => void }

/** New FAQ or edit one: question, answer, category, order and published. */
export function FaqFormDialog({ faq, categories, onClose }: Props) {
  const toast = useToast()
  const save = useSaveFaq()
  const listId = useId()
  const initial: FaqInput = faq
    ? {
        question: faq.question,
        answer: faq.answer,
        category: faq.category,
        order: faq.order,
        is_published: faq.is_published,
      }
    : NEW_FAQ
  const { form, fields } = usePortalForm({
    schema: faqFormSchema,
    defaultValue: { ...initial, order: String(initial.order) },
    send: async (input) => {
      try {
        await save.mutateAsync({ ...input, id: faq?.id })
        toast.success(faq ? 'FAQ updated' : 'FAQ created')
        onClose()
      } catch {
        toast.error('Error saving FAQ')
      }
    },
  })
  const { requestClose, confirmDiscard } = useDiscardGuard(form.dirty, onClose)

  return (
    <Dialog open onClose={requestClose} title={faq ? 'Edit FAQ' : 'New FAQ'} size="lg">
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
        <TextField label="Question" required {...fieldProps(fields.question)} />
        <TextareaField label="Answer" rows={5} required {...fieldProps(fields.answer)} />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField label="Category" required list={listId} {...fieldProps(fields.category)} />
          <datalist id={listId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <TextField label="Order" type="number" step={1} {...fieldProps(fields.order)} />
        </div>
        <CheckboxField
          label="Published"
          hint="Published questions show on the public FAQ page."
          name={fields.is_published.name}
          defaultChecked={fields.is_published.initialValue === 'on'}
          error={fields.is_published.errors?.[0]}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : faq ? 'Save changes' : 'Create FAQ'}
          </Button>
        </div>
      </form>
      {confirmDiscard}
    </Dialog>
  )
}
