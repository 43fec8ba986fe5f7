import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'

import type { PreviewState } from '~/lib/preview'

// Payload's live-preview client, downloaded only in preview mode: visitors never load it.
const RefreshRouteOnSave = lazy(() =>
  import('@payloadcms/live-preview-react').then((module) => ({ default: module.RefreshRouteOnSave })),
)

const NOTICES: Record<PreviewState, string> = {
  changed: 'Preview: this page shows unpublished changes. Visitors see the published version.',
  unchanged: 'Preview: no unpublished changes. Visitors see this version.',
  unpublished: 'Preview: this page is not published yet. Visitors cannot see it.',
}

/**
 * In preview mode (a signed-in admin, drafts shown): a notice saying whether the draft differs from
 * what visitors see, and inside the admin's live-preview pane a reload of the route's data whenever
 * the editor saves or autosaves the draft.
 */
export function PreviewMode({ state }: { state: PreviewState | null | undefined }) {
  const { revalidate } = useRevalidator()
  const refresh = useCallback(() => void revalidate(), [revalidate])
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  if (!state) return null
  return (
    <>
      <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
        {NOTICES[state]}
      </p>
      {origin && (
        <Suspense fallback={null}>
          <RefreshRouteOnSave refresh={refresh} serverURL={origin} />
        </Suspense>
      )}
    </>
  )
}
