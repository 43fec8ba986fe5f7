import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { loadCalendar } from '../../admin/calendar'
import { isAdminUser } from '../../shared/roles'

const WEEKS = 6

/** /admin/calendar: what goes out when, across pages, posts and landing pages. */
export async function ContentCalendar({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!isAdminUser(req.user)) redirect('/admin/login?redirect=%2Fadmin%2Fcalendar')
  const weeks = await loadCalendar(req.payload, new Date(), WEEKS)
  const planned = weeks.some((week) => week.days.some((day) => day.entries.length > 0))
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 4px' }}>Content calendar</h1>
        <p style={{ color: 'var(--theme-elevation-600)', marginTop: 0 }}>
          Scheduled publishes and unpublishes for the next {WEEKS} weeks, in UK time. Plan one from a page, post or
          landing page with the arrow beside Publish.
        </p>
        {!planned && <p>Nothing is scheduled yet.</p>}
        {weeks.map((week) => (
          <section key={week.label} aria-label={week.label} style={{ marginTop: 24 }}>
            <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{week.label}</h2>
            <ol
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
                gap: 8,
              }}
            >
              {week.days.map((day) => (
                <li
                  key={day.key}
                  style={{
                    border: '1px solid var(--theme-elevation-150)',
                    borderRadius: 6,
                    padding: 8,
                    minHeight: 72,
                    background: day.entries.length ? 'var(--theme-elevation-50)' : undefined,
                  }}
                >
                  <h3 style={{ fontSize: 13, margin: '0 0 6px', color: 'var(--theme-elevation-700)' }}>{day.label}</h3>
                  <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
                    {day.entries.map((entry) => (
                      <li key={`${entry.collection}:${entry.id}:${entry.at.toISOString()}`} style={{ fontSize: 13 }}>
                        <a href={entry.href} style={{ fontWeight: 600 }}>
                          {entry.title}
                        </a>
                        <br />
                        <span style={{ color: 'var(--theme-elevation-600)' }}>
                          {entry.time} · {entry.type === 'publish' ? 'Publish' : 'Unpublish'} · {entry.kind}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}
