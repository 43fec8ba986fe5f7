import { Tag } from 'lucide-react'

import type { ApiCategory } from '@shared/contract-types'
import { categorySchema } from '@shared/schemas'
import { NamedListDialog, type NamedListMessages } from '~/components/portal/NamedListDialog'

import { useCreateCategory, useDeleteCategory } from './api'

const MESSAGES: NamedListMessages<ApiCategory> = {
  created: 'Category created',
  createError: 'Error creating category',
  delete: {
    title: 'Delete this category?',
    message: (category) => `“${category.name}” will no longer be offered for posts.`,
    deleted: 'Category deleted',
    failed: 'Error deleting category',
  },
}

/** The Categories manager: add a category by name, delete one after 'Delete this category?'. */
export function CategoriesDialog({ categories, onClose }: { categories: ApiCategory[]; onClose: () => void }) {
  return (
    <NamedListDialog
      title="Categories"
      description="Every post belongs to one category; readers filter the blog by them."
      inputLabel="New category"
      placeholder="e.g. Customer Stories"
      listLabel="Categories"
      emptyText="No categories yet."
      icon={Tag}
      items={categories}
      schema={categorySchema}
      create={useCreateCategory()}
      remove={useDeleteCategory()}
      messages={MESSAGES}
      onClose={onClose}
    />
  )
}
