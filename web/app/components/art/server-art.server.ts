import type { ComponentType } from 'react'

import type { Illustration } from '@shared/constants'

import { provideServerArt } from './index'
import * as scenes from './scenes'
import * as screens from './screens'

const art: Record<Illustration, ComponentType> = {
  analytics: screens.AnalyticsScreen,
  finance: screens.FinanceScreen,
  inventory: screens.InventoryScreen,
  production: screens.ProductionScreen,
  sales: screens.SalesScreen,
  purchasing: screens.PurchasingScreen,
  projects: screens.ProjectsScreen,
  administration: screens.AdministrationScreen,
  regions: scenes.RegionsMap,
  people: scenes.PeopleProcess,
  devices: scenes.DeviceFrames,
  pricing: scenes.PricingCards,
  article: scenes.ArticlePage,
}

provideServerArt(art)
