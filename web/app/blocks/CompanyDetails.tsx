import type { CompanyDetailsBlock } from '@shared/payload-types'

import { useBlockData } from './block-data'
import { Section } from './ui/Section'

/** The registered company from Site settings, so the terms name it with its numbers in one place. */
export function CompanyDetails({ block }: { block: CompanyDetailsBlock }) {
  const { settings } = useBlockData()
  if (!settings) return null
  const a = settings.address
  const address = [a?.line1, a?.line2, a?.city, a?.postcode, a?.country].filter(Boolean).join(', ')
  return (
    <Section theme="light">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 p-6 text-slate-700">
        {block.heading && <h2 className="text-lg font-semibold text-ink-950">{block.heading}</h2>}
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink-950">Company</dt>
          <dd>{settings.company_name} Ltd</dd>
          {address && (
            <>
              <dt className="font-medium text-ink-950">Registered office</dt>
              <dd>{address}</dd>
            </>
          )}
          {settings.company_number && (
            <>
              <dt className="font-medium text-ink-950">Company number</dt>
              <dd>{settings.company_number} (England and Wales)</dd>
            </>
          )}
          {settings.vat_number && (
            <>
              <dt className="font-medium text-ink-950">VAT number</dt>
              <dd>{settings.vat_number}</dd>
            </>
          )}
        </dl>
      </div>
    </Section>
  )
}
