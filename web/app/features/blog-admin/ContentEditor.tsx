import { Bold, Heading2, Italic, Link2, List, Quote } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'

import { TextareaField } from '~/components/ui/field'
import { detailOr } from '~/lib/api-errors'
import { portalApi } from '~/lib/portal-api'

import { applyMarkdown, type MarkdownAction } from './markdown'

const BUTTONS: Array<{ action: MarkdownAction; label: string; Icon: typeof Bold }> = [
  { action: 'heading', label: 'Heading', Icon: Heading2 },
  { action: 'bold', label: 'Bold', Icon: Bold },
  { action: 'italic', label: 'Italic', Icon: Italic },
  { action: 'link', label: 'Link', Icon: Link2 },
  { action: 'list', label: 'Bulleted list', Icon: List },
  { action: 'quote', label: 'Quote', Icon: Quote },
]

type Props = Omit<ComponentProps<typeof TextareaField>, 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
}

/**
 * The post body: plain text with line breaks kept, plus Markdown buttons for headings, bold,
 * italic, links, lists and quotes. Preview shows the HTML the blog will serve, made on the server
 * by the same conversion a save uses.
 */
export function ContentEditor({ value, onValueChange, ...field }: Props) {
  const id = useId()
  const [preview, setPreview] = useState<{ html?: string; error?: string } | null>(null)

  function format(action: MarkdownAction) {
    const textarea = document.getElementById(id) as HTMLTextAreaElement | null
    if (!textarea) return
    const edit = applyMarkdown(value, textarea.selectionStart, textarea.selectionEnd, action)
    onValueChange(edit.text)
    requestAnimationFrame(() => {
      textarea.focus()
      textarea.setSelectionRange(edit.start, edit.end)
    })
  }

  async function showPreview() {
    setPreview({})
    try {
      const { html } = await portalApi.post<{ html: string }>('/blog/admin/preview', { content: value })
      setPreview({ html })
    } catch (error) {
      setPreview({ error: detailOr(error, 'The preview could not be made.') })
    }
  }

  const tab = (active: boolean) =>
    `rounded-md px-3 py-1 text-sm font-semibold ${active ? 'bg-white text-ink-950 shadow-xs' : 'text-slate-600'}`

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
          {BUTTONS.map(({ action, label, Icon }) => (
            <button
              key={action}
              type="button"
              title={label}
              aria-label={label}
              disabled={preview !== null}
              onClick={() => format(action)}
              className="grid size-9 place-items-center rounded-md text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-40"
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
        </div>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <button type="button" className={tab(preview === null)} onClick={() => setPreview(null)}>
            Write
          </button>
          <button type="button" className={tab(preview !== null)} onClick={() => void showPreview()}>
            Preview
          </button>
        </div>
      </div>
      {preview === null ? (
        <TextareaField id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...field} />
      ) : (
        <div aria-live="polite" className="min-h-64 rounded-lg p-4 ring-1 ring-slate-200">
          {preview.error && <p className="text-sm text-red-700">{preview.error}</p>}
          {preview.html === undefined && !preview.error && (
            <p className="text-sm text-slate-500">Making the preview…</p>
          )}
          {preview.html !== undefined && (
            // HTML from Payload's converters on the server: text escaped, link URLs sanitised.
            <div className="prose-cms" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </div>
      )}
    </div>
  )
}
