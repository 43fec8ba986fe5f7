import type { UIFieldServerProps } from 'payload'

import { documentPerformance } from '../../analytics/report'
import { expectedPath } from '../../lib/content/preview'
import { isAdminUser } from '../../shared/roles'
import { DailyChart, enquiryCount, percent } from './PagePerformance'

/**
 * Beside a page, article or landing page: how many saw it, how many of them enquired, over the last
 * 7, 30 and 90 days, with its daily views. The site-wide figures are on the admin home.
 */
export async function DocumentPerformance({ payload, data, collectionSlug, id, req }: UIFieldServerProps) {
  const path = id == null ? null : expectedPath(collectionSlug, data)
  if (!path || !isAdminUser(req.user)) return null
  const { ranges, daily } = await documentPerformance(payload, path)
  const cell = { padding: '4px 6px', borderBottom: '1px solid var(--theme-elevation-100)' } as const
  const number = { ...cell, textAlign: 'right' } as const
  return (
    <section aria-label="Performance" style={{ marginBottom: 24 }}>
      <h3 style={{ fontSize: 14, margin: '0 0 4px' }}>Performance of {path}</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Last</th>
            <th style={number}>Views</th>
            <th style={number}>Enquiries</th>
            <th style={number}>Conversion</th>
          </tr>
        </thead>
        <tbody>
          {ranges.map((range) => (
            <tr key={range.days}>
              <td style={cell}>{range.days} days</td>
              <td style={number}>{range.views}</td>
              <td style={number}>{range.enquiries}</td>
              <td style={number}>{percent(range.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ marginTop: 8 }}>
        <DailyChart daily={daily} />
      </div>
      {ranges.some((range) => range.uncounted > 0) && (
        <p style={{ margin: '4px 0 0', fontSize: 12 }}>
          Not in the table:{' '}
          {ranges
            .filter((range) => range.uncounted > 0)
            .map((range) => `${enquiryCount(range.uncounted)} from visits we could not count in ${range.days} days`)
            .join('; ')}
          .
        </p>
      )}
      <p style={{ margin: '4px 0 0', color: 'var(--theme-elevation-600)', fontSize: 12 }}>
        Counted without cookies. An enquiry counts for the page its visit began on; conversion is enquiries from counted
        visits divided by counted views.
      </p>
    </section>
  )
}
