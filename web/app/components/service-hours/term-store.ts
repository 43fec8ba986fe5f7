import { useSyncExternalStore } from 'react'

import { DEFAULT_TERM, type Term } from '@shared/pricing'

type TermState = readonly [Term, (term: Term) => void]

/**
 * One selected term for every pricing block on the page (SPEC §4: the two toggles share one state).
 * A store outside React, because on island pages each block is its own React root. It goes back to
 * the default when the last block using it unmounts, that is, when the visitor leaves the page.
 */
let term: Term = DEFAULT_TERM
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) term = DEFAULT_TERM
  }
}

function setTerm(next: Term) {
  term = next
  for (const listener of listeners) listener()
}

export function useServiceTerm(): TermState {
  const value = useSyncExternalStore(
    subscribe,
    () => term,
    () => DEFAULT_TERM,
  )
  return [value, setTerm]
}
