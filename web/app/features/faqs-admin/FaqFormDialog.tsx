import { useId, type FormEvent } from 'react'

import type { ApiFaq } from '@shared/contract-types'
import { faqCreateSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox'
import { Dialog } from '~/components/ui/dialog'
import { TextareaField, TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { useFields } from '~/lib/use-fields'
import { fieldErrors, hasErrors } from '~/lib/validation'

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
  const form = useFields({ ...initial, order: String(initial.order) })
  const { requestClose, confirmDiscard } = useDiscardGuard(form.dirty, onClose)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const { values } = form
    const input: FaqInput = {
      question: values.question.trim(),
      answer: values.answer.trim(),
      category: values.category.trim(),
      order: values.order.trim() === '' ? 0 : Number(values.order),
      is_published: values.is_published,
    }
    const errors = fieldErrors(faqCreateSchema, input)
    form.setErrors(errors)
    if (hasErrors(errors)) return
    save.mutate(
      { ...input, id: faq?.id },
      {
        onSuccess: () => {
          toast.success(faq ? 'FAQ updated' : 'FAQ created')
          onClose()
        },
        onError: () => toast.error('Error saving FAQ'),
      },
    )
  }

  return (
    <Dialog open onClose={requestClose} title={faq ? 'Edit FAQ' : 'New FAQ'} size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Question" required {...form.bind('question')} />
        <TextareaField label="Answer" rows={5} required {...form.bind('answer')} />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField label="Category" required list={listId} {...form.bind('category')} />
          <datalist id={listId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <TextField label="Order" type="number" step={1} {...form.bind('order')} />
        </div>
        <CheckboxField
          label="Published"
          hint="Published questions show on the public FAQ page."
          checked={form.values.is_published}
          onChange={(e) => form.set('is_published', e.target.checked)}
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
