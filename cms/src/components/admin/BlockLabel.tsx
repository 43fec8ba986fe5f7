'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { rowTitle } from './row-title'

/** A page section's header in the admin: its number, its kind and its heading ("03 · Feature cards · Why us"). */
export function BlockLabel({ blockLabel }: { blockLabel?: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const position = (rowNumber ?? 0) + 1
  const title = rowTitle(data, position)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <span className="blocks-field__block-number">{String(position).padStart(2, '0')}</span>
      {blockLabel ? (
        <Pill pillStyle="white" size="small">
          {blockLabel}
        </Pill>
      ) : null}
      {title.startsWith('Row ') ? null : (
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}>
          {title}
        </span>
      )}
    </span>
  )
}
