// Blocks that only one or two pages use (service hours, cloud hosting, about, terms, rich-text pages):
// one chunk, loaded by BlockRenderer when a page has one of them, so other pages' first load skips them.
export { Awards } from './Awards'
export { BundlePricing } from './BundlePricing'
export { CompanyDetails } from './CompanyDetails'
export { Cost } from './Cost'
export { DataSovereignty } from './DataSovereignty'
export { HostingRegions } from './HostingRegions'
export { HoursCalculator } from './HoursCalculator'
export { RichText } from './RichText'
