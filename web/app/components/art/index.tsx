import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'

import type { Illustration } from '@shared/constants'

// Each picture is its own small chunk, loaded only on pages that show it: the drawings stay out of
// every page's first-load JavaScript, and the server still renders them into the HTML.
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

/** A drawn illustration by name; the box keeps its shape while the drawing loads. */
export function IllustrationArt({ name }: { name: Illustration }) {
  const Art = ART[name]
  return (
    <Suspense fallback={<div className={name === 'regions' ? 'aspect-[48/17]' : 'aspect-[24/17]'} />}>
      <Art />
    </Suspense>
  )
}
