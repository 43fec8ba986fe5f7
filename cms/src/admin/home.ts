import type { Payload } from 'payload'

import { pagePerformance } from '../analytics/report'
import { OFFICE_ZONE } from '../shared/uk-time'
import { kindOf, scheduleTitles } from './calendar'
import { describeSchedule, upcomingSchedules } from './schedule'

/** The collections an editor writes in. */
const EDITED = ['pages', 'posts', 'landing-pages'] as const

export type HomeItem = { title: string; kind: string; href: string; note: string }
export type AdminHome = { drafts: HomeItem[]; recent: HomeItem[]; scheduled: HomeItem[]; enquiriesThisWeek: number }

const LIST = 5

type Doc = { id: number | string; title?: unknown; updatedAt?: string; _status?: string | null }

const edited = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const item = (slug: string, kind: string, doc: Doc, note: string): HomeItem => ({
  title: typeof doc.title === 'string' && doc.title ? doc.title : `Untitled ${kind.toLowerCase()}`,
  kind,
  href: `/admin/collections/${slug}/${doc.id}`,
  note,
})

/** What the admin home starts an editor's work with: drafts, recent edits, what goes out next, enquiries. */
export async function loadAdminHome(payload: Payload, now = new Date()): Promise<AdminHome> {
  const latest = await Promise.all(
    EDITED.map(async (slug) => {
      const kind = kindOf(payload, slug)
      const { docs } = await payload.find({
        collection: slug,
        draft: true,
        sort: '-updatedAt',
        limit: 20,
        depth: 0,
        overrideAccess: true,
        select: { title: true, updatedAt: true, _status: true },
      })
      return (docs as Doc[]).map((doc) => ({ slug, kind, doc }))
    }),
  )
  const byEdit = latest.flat().sort((a, b) => String(b.doc.updatedAt).localeCompare(String(a.doc.updatedAt)))
  const note = (doc: Doc) => `Edited ${edited.format(new Date(String(doc.updatedAt)))}`
  const drafts = byEdit
    .filter(({ doc }) => doc._status === 'draft')
    .slice(0, LIST)
    .map(({ slug, kind, doc }) => item(slug, kind, doc, note(doc)))
  const recent = byEdit.slice(0, LIST).map(({ slug, kind, doc }) => item(slug, kind, doc, note(doc)))

  const schedules = (await upcomingSchedules(payload)).slice(0, LIST)
  const titles = await scheduleTitles(payload, schedules)
  const scheduled = schedules
    .filter((s) => titles.has(`${s.collection}:${s.id}`))
    .map((s) => ({
      title: titles.get(`${s.collection}:${s.id}`)!,
      kind: kindOf(payload, s.collection),
      href: `/admin/collections/${s.collection}/${s.id}`,
      note: describeSchedule(s),
    }))

  // The page-performance report's own total, so the home and its 7-day table cannot disagree.
  const { enquiries: enquiriesThisWeek } = await pagePerformance(payload, 7, now)
  return { drafts, recent, scheduled, enquiriesThisWeek }
}
