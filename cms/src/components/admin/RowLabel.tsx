'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowTitle } from './row-title'

/** Names an array row or a block by what it says (its heading, link text, question…) instead of "Item 01". */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowTitle(data, (rowNumber ?? 0) + 1)}</span>
}
