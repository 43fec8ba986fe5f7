import { ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, type ChangeEvent } from 'react'

import { useToast } from '~/components/ui/toast'
import { detailOr } from '~/lib/api-errors'

import { useUploadImage } from './api'
import { isImageFile } from './posts'

/** The featured image: pick an image, it uploads at once and shows a preview; or remove it. */
export function ImageUpload({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const toast = useToast()
  const upload = useUploadImage()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = '' // picking the same file again should upload again
    if (!file) return
    if (!isImageFile(file)) {
      toast.error('Please choose an image file')
      return
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url)
        toast.success('Image uploaded successfully!')
      },
      onError: (error) => toast.error(detailOr(error, 'Error uploading image')),
    })
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Featured image
      </label>
      {value ? (
        <div className="relative overflow-hidden rounded-xl ring-1 ring-slate-200">
          <img src={value} alt="Featured image preview" className="aspect-[16/9] w-full object-cover" />
          <div className="absolute right-2 bottom-2 flex gap-2">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="rounded-lg bg-white/90 px-3 py-1.5 text-xs font-semibold text-ink-950 shadow-sm backdrop-blur hover:bg-white"
            >
              Replace
            </button>
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label="Remove image"
              className="rounded-lg bg-white/90 p-1.5 text-red-600 shadow-sm backdrop-blur hover:bg-white"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500 transition hover:border-brand-400 hover:bg-brand-50/40 hover:text-brand-700"
        >
          <ImagePlus className="size-7" aria-hidden />
          <span className="font-medium">{upload.isPending ? 'Uploading...' : 'Upload an image'}</span>
          <span className="text-xs text-slate-500">PNG, JPG, WebP or GIF</span>
        </button>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        onChange={onPick}
        className="sr-only"
        tabIndex={-1}
      />
    </div>
  )
}
