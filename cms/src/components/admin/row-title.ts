/** Fields that name a row, best first. */
const TITLE_KEYS = ['heading', 'label', 'title', 'question', 'name', 'eyebrow', 'text', 'from'] as const

const clip = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The words an editor recognises a row or block by; "Row 3" when it has none yet. */
export function rowTitle(data: Record<string, unknown> | undefined, position: number): string {
  for (const key of TITLE_KEYS) {
    const value = data?.[key]
    if (typeof value === 'string' && value.trim()) {
      const title = clip(value.trim())
      return key === 'from' && typeof data?.to === 'string' ? `${title} → ${data.to}` : title
    }
  }
  return `Row ${String(position).padStart(2, '0')}`
}
