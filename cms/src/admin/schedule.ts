import type { CollectionAfterOperationHook, Field, FieldHook, Payload, PayloadRequest } from 'payload'

import { OFFICE_ZONE } from '../shared/uk-time'
import { isAdminUser } from '../shared/roles'
import { formatUkDateTime } from './uk-dates'

/** A publish or unpublish waiting on Payload's jobs queue ("Schedule publish" in the admin). */
export type Schedule = { collection: string; id: string; type: 'publish' | 'unpublish'; at: Date }

type JobRow = { input?: unknown; waitUntil?: string | null }

function toSchedule(job: JobRow): Schedule | null {
  const input = job.input as { doc?: { relationTo?: string; value?: unknown }; type?: string } | undefined
  if (!input?.doc?.relationTo || input.doc.value == null || !job.waitUntil) return null
  const type = input.type === 'unpublish' ? 'unpublish' : 'publish'
  return { collection: input.doc.relationTo, id: String(input.doc.value), type, at: new Date(job.waitUntil) }
}

/** Every schedule still to run, soonest first; `until` bounds how far ahead. */
export async function upcomingSchedules(payload: Payload, { until }: { until?: Date } = {}): Promise<Schedule[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        ...(until ? [{ waitUntil: { less_than_equal: until.toISOString() } }] : []),
      ],
    },
    sort: 'waitUntil',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as JobRow[]).map(toSchedule).filter((s): s is Schedule => s !== null)
}

/** "Publishes 27 Nov 2026, 09:00" in UK time, as the list and the document show it. */
export const describeSchedule = (schedule: Pick<Schedule, 'type' | 'at'>): string =>
  `${schedule.type === 'publish' ? 'Publishes' : 'Unpublishes'} ${formatUkDateTime(schedule.at, OFFICE_ZONE)}`

/** The next schedule of each document, keyed `collection:id`. */
export function nextByDocument(schedules: Schedule[]): Map<string, Schedule> {
  const next = new Map<string, Schedule>()
  for (const schedule of schedules) {
    const key = `${schedule.collection}:${schedule.id}`
    const seen = next.get(key)
    if (!seen || schedule.at < seen.at) next.set(key, schedule)
  }
  return next
}

/** Shown in the list instead of Payload's "<No Scheduled>". */
export const NOT_SCHEDULED = 'Not scheduled'

const CONTEXT_KEY = 'upcomingSchedules'

/** One jobs query per request, however many documents a list page reads. */
function schedulesOf(req: PayloadRequest): Promise<Map<string, Schedule>> {
  const cached = req.context[CONTEXT_KEY] as Promise<Map<string, Schedule>> | undefined
  if (cached) return cached
  const loading = upcomingSchedules(req.payload).then(nextByDocument)
  req.context[CONTEXT_KEY] = loading
  return loading
}

async function scheduleLine(req: PayloadRequest, collection: string, id: unknown): Promise<string | null> {
  // Staff only: visitors' reads never pay for the lookup, nor learn what is planned.
  if (!isAdminUser(req.user) || id == null) return null
  const schedule = (await schedulesOf(req)).get(`${collection}:${String(id)}`)
  return schedule ? describeSchedule(schedule) : NOT_SCHEDULED
}

const readSchedule =
  (collection: string): FieldHook =>
  ({ originalDoc, req }) =>
    scheduleLine(req, collection, originalDoc?.id)

/**
 * Whether a save makes a pending scheduled publish stale: publishing at once (whatever the draft
 * flag: Payload publishes when `_status` is "published"), or unpublishing (a save of `_status`
 * "draft" that is not a draft save). Autosaves and "Save draft" keep the plan.
 */
export const endsScheduledPublish = (data: unknown, draft: unknown): boolean => {
  const status = (data as { _status?: unknown } | null | undefined)?._status
  return status === 'published' || (status === 'draft' && draft !== true && draft !== 'true')
}

/**
 * Deletes the publishes still waiting for one document. None while one of its jobs is running: that
 * publish is the schedule itself, and a later one the editor planned stays.
 */
export async function cancelScheduledPublishes(req: PayloadRequest, collection: string, id: number | string) {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { 'input.doc.relationTo': { equals: collection } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.some((job) => job.processing)) return
  const stale = docs.filter((job) => toSchedule(job as JobRow)?.type === 'publish').map((job) => job.id)
  if (!stale.length) return
  await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: stale } }, overrideAccess: true, req })
  delete req.context[CONTEXT_KEY]
}

/**
 * After "Publish changes" or "Unpublish" (one document, or several from the list): the document's
 * scheduled publish is cancelled, and the answer's "Scheduled" line says so.
 */
export const cancelScheduleOnPublish: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  if (operation !== 'updateByID' && operation !== 'update') return result
  const { data, draft } = args as { data?: unknown; draft?: unknown }
  if (!endsScheduledPublish(data, draft)) return result
  const docs = (operation === 'update' ? (result as { docs: unknown[] }).docs : [result]) as Record<string, unknown>[]
  for (const doc of docs) {
    await cancelScheduledPublishes(req, collection.slug, doc.id as number | string)
    if ('scheduled' in doc) doc.scheduled = await scheduleLine(req, collection.slug, doc.id)
  }
  return result
}

/** "Publishes 27 Nov 2026, 09:00": a read-only column and sidebar line, never stored. */
export const scheduledField = (collection: string): Field => ({
  name: 'scheduled',
  label: 'Scheduled',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'The next planned publish or unpublish, in UK time. Plan one with the arrow beside Publish.',
  },
  hooks: { afterRead: [readSchedule(collection)] },
})
