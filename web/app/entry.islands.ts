import { createElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

import { revealAll } from '~/blocks/ui/reveal'
import { captureAttribution } from '~/lib/attribution'
import { sendPageView } from '~/lib/page-view'
import { recordArrival } from '~/lib/previous-path'

import type { IslandName } from './islands/names'
import { startNavigator } from './islands/navigator'
import { islandLoaders } from './island-loaders'

/**
 * The browser entry of public pages (see islands/README.md): it hydrates the page's islands, starts
 * the scroll reveals, records the visit's path, counts the page view, and navigates client-side between
 * public pages.
 */

let roots: Root[] = []
// The site the visitor came from counts for the first page only; later pages came from this site.
let referrer = document.referrer

async function hydrateIsland(element: HTMLElement) {
  const load = islandLoaders[element.dataset.island as IslandName]
  if (!load) return
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const Component = await load()
  // The page may have moved on while the chunk loaded.
  if (!element.isConnected) return
  roots.push(hydrateRoot(element, createElement(Component, props), { identifierPrefix: element.dataset.islandId }))
}

function startPage() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    hydrateIsland(element).catch((error: unknown) => console.error(error))
  }
  revealAll(document)
  recordArrival(window.location.pathname)
  sendPageView(window.location, referrer)
  referrer = ''
}

captureAttribution(window.location)
startPage()
startNavigator({
  beforeSwap() {
    for (const root of roots) root.unmount()
    roots = []
  },
  afterSwap: startPage,
})
