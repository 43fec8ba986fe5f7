import { useEffect, useState } from 'react'

/**
 * A text box's value that follows `committed` (e.g. a URL query value) and hands edits to `commit`
 * after a short pause, so typing neither floods the history nor reloads data on every key.
 */
export function useDeferredText(committed: string, commit: (value: string) => void, delayMs = 250) {
  const [text, setText] = useState(committed)
  useEffect(() => setText(committed), [committed])
  useEffect(() => {
    if (text === committed) return
    const timer = setTimeout(() => commit(text), delayMs)
    return () => clearTimeout(timer)
  })
  return [text, setText] as const
}
