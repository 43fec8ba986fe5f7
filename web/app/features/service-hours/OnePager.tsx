import { ArrowLeft, Printer } from 'lucide-react'
import { Link } from 'react-router'

import type { BundlePricingBlock, SiteSetting } from '@shared/payload-types'
import { Logo } from '~/components/layout/Logo'
import { Button } from '~/components/ui/button'
import { formatPence, formatPounds } from '~/lib/format'

import { BUNDLES, PAYG_RATE, priceBundle, TERMS } from '@shared/pricing'

type Props = { pricing: BundlePricingBlock | undefined; settings: SiteSetting | null }

// The total does not depend on the term, only the monthly payment does.
const rows = BUNDLES.map((bundle) => ({
  bundle,
  price: priceBundle(bundle, TERMS[0]),
  monthly: TERMS.map((term) => ({ term, amount: formatPounds(priceBundle(bundle, term).monthly) })),
}))

/** Phones get one card per bundle instead of an eight-column table that would scroll sideways. */
function BundleCardsSmall() {
  return (
    <ul className="mt-8 space-y-4 sm:hidden print:hidden">
      {rows.map(({ bundle, price, monthly }) => (
        <li key={bundle.id} className="rounded-xl border border-slate-200 p-4">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-ink-950">{bundle.name}</span>
            {bundle.mostPopular && <span className="text-xs font-semibold text-brand-600">Most popular</span>}
          </p>
          <p className="text-xs text-slate-500">{bundle.tagline}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {[
              ['Hours', String(bundle.bucketHours)],
              ['Discount', `${bundle.volumeDiscount}%`],
              ['Hourly rate', formatPence(price.effectiveRate)],
              ['Total', formatPounds(price.total)],
              ...monthly.map(({ term, amount }) => [`Monthly, ${term} months`, amount]),
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="font-medium text-ink-950">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** A printable A4 summary of the bundles at every term, with the inclusions and terms from the CMS. */
export function OnePager({ pricing, settings }: Props) {
  return (
    <div className="min-h-screen bg-slate-100 py-8 print:bg-white print:py-0">
      <div className="container-page mb-6 flex max-w-4xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/service-hours"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Service Hours
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          Print or save as PDF
        </Button>
      </div>
      <main className="mx-auto max-w-4xl bg-white p-6 shadow-sm sm:p-12 print:max-w-none print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <Logo />
          <div className="text-right text-sm text-slate-600">
            {settings?.phone && <p>{settings.phone}</p>}
            {settings?.email && <p>{settings.email}</p>}
          </div>
        </header>
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink-950">SAP Business One Service Hours</h1>
        <p className="mt-3 text-slate-600">
          Pre-paid consultancy and support hours at a lower rate than pay-as-you-go ({formatPence(PAYG_RATE)} per hour).
          Prices in pound sterling, excluding VAT.
        </p>

        <BundleCardsSmall />
        <div className="mt-8 hidden overflow-x-auto sm:block print:block">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">Bundle prices by term</caption>
            <thead>
              <tr className="text-left">
                {['Bundle', 'Hours', 'Discount', 'Hourly rate', 'Total'].map((label, index) => (
                  <th
                    key={label}
                    scope="col"
                    rowSpan={2}
                    className={
                      index === 0
                        ? 'border-b-2 border-ink-950 py-2 pr-3 align-bottom'
                        : 'border-b-2 border-ink-950 px-3 py-2 text-right align-bottom'
                    }
                  >
                    {label}
                  </th>
                ))}
                <th scope="colgroup" colSpan={TERMS.length} className="border-b border-slate-300 px-3 py-1 text-center">
                  Monthly payment
                </th>
              </tr>
              <tr>
                {TERMS.map((term) => (
                  <th
                    key={term}
                    scope="col"
                    className="border-b-2 border-ink-950 px-3 py-2 text-right whitespace-nowrap"
                  >
                    {term} months
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ bundle, price, monthly }) => (
                <tr key={bundle.id} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-3 text-left">
                    <span className="font-semibold text-ink-950">{bundle.name}</span>
                    {bundle.mostPopular && (
                      <span className="ml-2 text-xs font-semibold text-brand-600">Most popular</span>
                    )}
                    <span className="block text-xs font-normal text-slate-500">{bundle.tagline}</span>
                  </th>
                  <td className="px-3 py-3 text-right">{bundle.bucketHours}</td>
                  <td className="px-3 py-3 text-right">{bundle.volumeDiscount}%</td>
                  <td className="px-3 py-3 text-right">{formatPence(price.effectiveRate)}</td>
                  <td className="px-3 py-3 text-right">{formatPounds(price.total)}</td>
                  {monthly.map(({ term, amount }) => (
                    <td key={term} className="px-3 py-3 text-right font-medium">
                      {amount}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="mt-10 grid gap-8 sm:grid-cols-2 print:grid-cols-2">
          {pricing?.inclusions && pricing.inclusions.length > 0 && (
            <section>
              <h2 className="font-semibold text-ink-950">{pricing.inclusions_heading}</h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
                {pricing.inclusions.map((item) => (
                  <li key={item.id ?? item.text}>{item.text}</li>
                ))}
              </ul>
            </section>
          )}
          {pricing?.terms && pricing.terms.length > 0 && (
            <section>
              <h2 className="font-semibold text-ink-950">{pricing.terms_heading}</h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
                {pricing.terms.map((item) => (
                  <li key={item.id ?? item.text}>{item.text}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <footer className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
          Talk to sales about the right bundle for you{settings?.phone ? ` on ${settings.phone}` : ''}
          {settings?.email ? ` or at ${settings.email}` : ''}.
        </footer>
      </main>
    </div>
  )
}
