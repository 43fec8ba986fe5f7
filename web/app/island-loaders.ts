import type { ComponentType } from 'react'

import type { IslandName } from './islands/names'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, as JSON from the server
type AnyComponent = ComponentType<any>

/** How the browser loads each island's component: one chunk per island, fetched only where it is used. */
export const islandLoaders: Record<IslandName, () => Promise<AnyComponent>> = {
  SiteHeader: () => import('~/components/layout/SiteHeader').then((m) => m.SiteHeader),
  Accordion: () => import('~/blocks/ui/Accordion').then((m) => m.Accordion),
  ScrollDownButton: () => import('~/blocks/ui/ScrollDownButton').then((m) => m.ScrollDownButton),
  BlogList: () => import('~/features/blog/BlogList').then((m) => m.BlogList),
  FaqBrowser: () => import('~/features/faqs/FaqBrowser').then((m) => m.FaqBrowser),
  ContactForm: () => import('~/features/contact/ContactForm').then((m) => m.ContactForm),
  EnquiryForm: () => import('~/blocks/EnquiryForm').then((m) => m.EnquiryFormCard),
  BookingWidget: () => import('~/features/booking/BookingWidget').then((m) => m.BookingWidget),
  TermToggle: () => import('~/components/service-hours/TermToggle').then((m) => m.TermToggle),
  BundleCards: () => import('~/components/service-hours/BundleCards').then((m) => m.BundleCards),
  HoursCalculator: () => import('~/components/service-hours/HoursCalculator').then((m) => m.HoursCalculator),
}
