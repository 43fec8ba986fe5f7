import { createContext, useContext, useState, type ReactNode } from 'react'

import { DEFAULT_TERM, type Term } from '@shared/pricing'

type TermState = readonly [Term, (term: Term) => void]

const TermContext = createContext<TermState | null>(null)

/** One selected term for every pricing block inside it (SPEC §4: the two toggles share one state). */
export function ServiceTermProvider({ children }: { children: ReactNode }) {
  const state = useState<Term>(DEFAULT_TERM)
  return <TermContext.Provider value={state}>{children}</TermContext.Provider>
}

/** The shared term; a block placed outside a provider keeps its own. */
export function useServiceTerm(): TermState {
  const shared = useContext(TermContext)
  const local = useState<Term>(DEFAULT_TERM)
  return shared ?? local
}
