import { ArrowLeft, CheckCircle2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'

import type { ApiPost, PostInput } from '@shared/contract-types'
import { POST_STATUS } from '@shared/constants'
import { postSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/dialog'
import { SelectField, TextareaField, TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { useLeaveGuard } from '~/components/ui/unsaved-changes'
import { detailOr } from '~/lib/api-errors'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { useCategories, useSavePost } from './api'
import { ContentEditor } from './ContentEditor'
import { ImageUpload } from './ImageUpload'
import { REDIRECT_AFTER_SAVE_MS, STATUS_LABELS } from './posts'

const LIST = '/portal/admin/blog'

/** Create or edit a post; editing asks for confirmation before it overwrites the live version. */
export function PostForm({ post }: { post?: ApiPost }) {
  const toast = useToast()
  const navigate = useNavigate()
  const save = useSavePost()
  const { data: categories = [] } = useCategories()
  const [confirming, setConfirming] = useState(false)
  const [saved, setSaved] = useState(false)
  // The editor's toolbar and the upload change these without typing: they are the form's own state,
  // posted through their fields like the rest.
  const [content, setContent] = useState(post?.content ?? '')
  const [image, setImage] = useState(post?.featured_image ?? '')
  const [pending, setPending] = useState<PostInput>()
  const { form, fields } = usePortalForm({
    // The form has no author field, so none is sent.
    schema: postSchema.omit({ author: true }),
    defaultValue: {
      title: post?.title ?? '',
      excerpt: post?.excerpt ?? '',
      content: post?.content ?? '',
      featured_image: post?.featured_image ?? '',
      category: post?.category ?? '',
      status: post?.status ?? 'draft',
    },
    send: async (value) => {
      const input = { ...value, featured_image: value.featured_image ?? null }
      // Editing asks first: the save replaces the live version.
      if (post) {
        setPending(input)
        setConfirming(true)
      } else submit(input)
    },
  })
  const dirty = form.dirty || content !== (post?.content ?? '') || image !== (post?.featured_image ?? '')
  // Once saved, the redirect back to the list must not ask about the (now saved) changes.
  const leaveGuard = useLeaveGuard(dirty && !saved)

  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => navigate(LIST), REDIRECT_AFTER_SAVE_MS)
    return () => clearTimeout(timer)
  }, [saved, navigate])

  function submit(input: PostInput) {
    setConfirming(false)
    save.mutate(
      { ...input, id: post?.id },
      {
        onSuccess: () => {
          toast.success(post ? 'Blog post updated successfully!' : 'Blog post created successfully!')
          setSaved(true)
        },
        onError: (error) => toast.error(detailOr(error, 'Error saving post')),
      },
    )
  }

  const busy = save.isPending || saved
  // The post's own category stays selectable even if it was deleted from the list since.
  const categoryNames = [...new Set([...categories.map((c) => c.name), ...(post?.category ? [post.category] : [])])]

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link
            to={LIST}
            className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Blog Management
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-950">{post ? 'Edit Post' : 'New Post'}</h1>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => navigate(LIST)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
          </Button>
        </div>
      </div>

      {saved && (
        <p
          role="status"
          className="mb-6 flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
        >
          <CheckCircle2 className="size-4" aria-hidden />
          Saved. Taking you back to the post list...
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="space-y-5 rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
          <TextField label="Title" required {...fieldProps(fields.title)} />
          <TextareaField
            label="Excerpt"
            rows={3}
            required
            hint="One or two sentences shown on the blog list."
            {...fieldProps(fields.excerpt)}
          />
          <ContentEditor
            label="Content"
            rows={16}
            required
            hint="Line breaks are kept as you type them. The buttons add Markdown: ## heading, **bold**, _italic_, [link](url), - list, > quote."
            className="[&_textarea]:font-mono [&_textarea]:leading-relaxed"
            name="content"
            error={fields.content.errors?.[0]}
            value={content}
            onValueChange={setContent}
          />
        </section>
        <aside
          aria-label="Post settings"
          className="space-y-5 self-start rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200"
        >
          <SelectField label="Category" required {...fieldProps(fields.category)}>
            <option value="">Select a category</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" {...fieldProps(fields.status)}>
            {POST_STATUS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <input type="hidden" name="featured_image" value={image} />
          <ImageUpload value={image} onChange={setImage} />
        </aside>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Update Blog Post?"
        message={`Your changes will replace the current version of “${post?.title ?? ''}”${post?.status === 'published' ? ', which readers can see now' : ''}.`}
        confirmLabel="Update"
        onConfirm={() => pending && submit(pending)}
        onCancel={() => setConfirming(false)}
      />
      {leaveGuard}
    </form>
  )
}
