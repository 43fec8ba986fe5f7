import type { ServerProps } from 'payload'

import { type HomeItem, loadAdminHome } from '../../admin/home'
import { reportRange } from '../../analytics/report'
import { isAdminUser } from '../../shared/roles'
import { enquiryCount, PagePerformance } from './PagePerformance'

function List({ title, items, empty }: { title: string; items: HomeItem[]; empty: string }) {
  return (
    <section
      aria-label={title}
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 16 }}
    >
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{title}</h2>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
          {items.map((item) => (
            <li key={item.href + item.note} style={{ fontSize: 14 }}>
              <a href={item.href} style={{ fontWeight: 600 }}>
                {item.title}
              </a>
              <br />
              <span style={{ color: 'var(--theme-elevation-600)', fontSize: 13 }}>
                {item.kind} · {item.note}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The top of the admin home: the work in progress, what goes out next and this week's enquiries. */
export async function AdminHome({ payload, user, searchParams }: ServerProps) {
  if (!isAdminUser(user)) return null
  const home = await loadAdminHome(payload)
  const range = reportRange(searchParams?.range)
  return (
    <div style={{ marginBottom: 32 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline', marginBottom: 16 }}>
        <h1 style={{ margin: 0, fontSize: 28 }}>Welcome back</h1>
        <a href="/" target="_blank" rel="noreferrer" style={{ fontWeight: 600 }}>
          View site
        </a>
        <a href="/admin/calendar" style={{ fontWeight: 600 }}>
          Content calendar
        </a>
        <a href="/portal/admin/leads" style={{ fontWeight: 600 }}>
          {enquiryCount(home.enquiriesThisWeek)} in the last 7 days
        </a>
      </div>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <List title="Drafts not yet published" items={home.drafts} empty="No unpublished drafts." />
        <List title="Recently edited" items={home.recent} empty="Nothing edited yet." />
        <List title="Scheduled next" items={home.scheduled} empty="Nothing is scheduled." />
      </div>
      <PagePerformance payload={payload} range={range} />
    </div>
  )
}
