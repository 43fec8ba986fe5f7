/**
 * Every island, named after the module that holds its component (the islands build names each
 * island's chunk after that module, which is how the server finds the chunk to preload).
 */
export const ISLAND_NAMES = [
  'SiteHeader',
  'Accordion',
  'ScrollDownButton',
  'BlogList',
  'FaqBrowser',
  'ContactForm',
  'EnquiryForm',
  'BookingWidget',
  'TermToggle',
  'BundleCards',
  'HoursCalculator',
] as const

export type IslandName = (typeof ISLAND_NAMES)[number]
