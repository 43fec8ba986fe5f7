import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { REVEAL_MARKER, revealAll } from './reveal'

const observed: Element[] = []

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = (element: Element) => observed.push(element)
      unobserve = () => {}
    },
  )
  vi.stubGlobal('innerHeight', 800)
})
afterEach(() => {
  vi.unstubAllGlobals()
  observed.length = 0
  document.body.innerHTML = ''
})

function marked(top: number, delay?: string) {
  const element = document.createElement('div')
  element.setAttribute(REVEAL_MARKER, '')
  if (delay) element.dataset.revealDelay = delay
  element.getBoundingClientRect = () => ({ top }) as DOMRect
  document.body.append(element)
  return element
}

describe('revealAll (island pages)', () => {
  it('hides and watches only what is still below the fold, with its delay', () => {
    const seen = marked(200)
    const below = marked(1200, '0.16')
    revealAll(document)
    expect(seen.dataset.reveal).toBeUndefined()
    expect(below.dataset.reveal).toBe('hidden')
    expect(below.style.transitionDelay).toBe('0.16s')
    expect(observed).toEqual([below])
  })

  it('leaves everything in place for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    const below = marked(1200)
    revealAll(document)
    expect(below.dataset.reveal).toBeUndefined()
  })

  it('starts each element once, however often the page is scanned', () => {
    marked(1200)
    revealAll(document)
    revealAll(document)
    expect(observed).toHaveLength(1)
  })
})
