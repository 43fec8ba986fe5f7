import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'

import type { Illustration } from '@shared/constants'

// Each picture is its own small chunk in the browser, loaded only on pages that show it: the drawings
// stay out of every page's first-load JavaScript. The server renders them directly (provideServerArt),
// so the HTML holds them in place: a lazy one would arrive as a late Suspense segment that only an
// inline script puts in place, which a page swapped in by the islands' navigator never runs.
const screen = (name: keyof typeof import('./screens')) =>
  lazy(() => import('./screens').then((m) => ({ default: m[name] as ComponentType })))
const scene = (name: keyof typeof import('./scenes')) =>
  lazy(() => import('./scenes').then((m) => ({ default: m[name] as ComponentType })))

const ART: Record<Illustration, LazyExoticComponent<ComponentType>> = {
  analytics: screen('AnalyticsScreen'),
  finance: screen('FinanceScreen'),
  inventory: screen('InventoryScreen'),
  production: screen('ProductionScreen'),
  sales: screen('SalesScreen'),
  purchasing: screen('PurchasingScreen'),
  projects: screen('ProjectsScreen'),
  administration: screen('AdministrationScreen'),
  regions: scene('RegionsMap'),
  people: scene('PeopleProcess'),
  devices: scene('DeviceFrames'),
  pricing: scene('PricingCards'),
  article: scene('ArticlePage'),
}

let serverArt: Record<Illustration, ComponentType> | null = null

/** The server's drawings, imported directly (server-art.server.ts), so they never suspend there. */
export function provideServerArt(art: Record<Illustration, ComponentType>) {
  serverArt = art
}

/** A drawn illustration by name; the box keeps its shape while the drawing loads. */
export function IllustrationArt({ name }: { name: Illustration }) {
  const Art = serverArt?.[name] ?? ART[name]
  // data-drawing names the picture, so tests can count where each drawing appears.
  return (
    <div data-drawing={name}>
      <Suspense fallback={<div className={name === 'regions' ? 'aspect-[48/17]' : 'aspect-[24/17]'} />}>
        <Art />
      </Suspense>
    </div>
  )
}
