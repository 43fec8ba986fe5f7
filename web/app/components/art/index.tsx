import type { ComponentType } from 'react'

import type { Illustration } from '@shared/constants'

import { ArticlePage, DeviceFrames, PeopleProcess, PricingCards, RegionsMap } from './scenes'
import {
  AdministrationScreen,
  AnalyticsScreen,
  FinanceScreen,
  InventoryScreen,
  ProductionScreen,
  PurchasingScreen,
  ProjectsScreen,
  SalesScreen,
} from './screens'

export const ILLUSTRATION_COMPONENTS: Record<Illustration, ComponentType> = {
  analytics: AnalyticsScreen,
  finance: FinanceScreen,
  inventory: InventoryScreen,
  production: ProductionScreen,
  sales: SalesScreen,
  purchasing: PurchasingScreen,
  projects: ProjectsScreen,
  administration: AdministrationScreen,
  regions: RegionsMap,
  people: PeopleProcess,
  devices: DeviceFrames,
  pricing: PricingCards,
  article: ArticlePage,
}

export function IllustrationArt({ name }: { name: Illustration }) {
  const Art = ILLUSTRATION_COMPONENTS[name]
  return <Art />
}
