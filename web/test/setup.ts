import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// findBy* waits up to 5 s instead of 1 s: the first render of a lazily loaded portal route can take
// longer than a second on a loaded two-core CI machine. It only bounds waiting for what must appear.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no IntersectionObserver; the Reveal animation observes with one. Nothing ever intersects.
if (!('IntersectionObserver' in globalThis)) {
  class NoIntersectionObserver {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  globalThis.IntersectionObserver = NoIntersectionObserver as unknown as typeof IntersectionObserver
}

// jsdom does not lay out, so it has no scrollIntoView; the thank-you panels call it. Tests spy on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {}
