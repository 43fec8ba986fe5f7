import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

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
