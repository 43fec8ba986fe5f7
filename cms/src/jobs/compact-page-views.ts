import type { TaskConfig } from 'payload'

import { compactViews, type StoredView } from '../analytics/compact'
import { deleteEach } from '../lib/db/delete-each'
import { inTransaction } from '../lib/db/transaction'
import { londonDay } from '../lib/domain/office-hours'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Nightly: page-view rows of days that are over fold into one row per page, referrer and campaign.
 * Two days back, so no instance still holds views of a day being folded (a flush just after midnight
 * writes the day before). One day at a time, each in its own transaction.
 */
export const compactPageViewsTask: TaskConfig<{ input: object; output: { days: number; removed: number } }> = {
  slug: 'compact-page-views',
  label: 'Fold page-view counts of past days',
  schedule: [{ cron: '17 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { payload } = req
    const cutoff = londonDay(new Date(Date.now() - 2 * DAY_MS))
    let days = 0
    let removed = 0
    let after = ''
    for (;;) {
      const next = await payload.find({
        collection: 'page-views',
        where: { and: [{ day: { greater_than: after } }, { day: { less_than_equal: cutoff } }] },
        sort: 'day',
        limit: 1,
        overrideAccess: true,
        req,
      })
      const day = next.docs[0]?.day
      if (!day) break
      const { docs } = await payload.find({
        collection: 'page-views',
        where: { day: { equals: day } },
        pagination: false,
        overrideAccess: true,
        req,
      })
      const { create, remove } = compactViews(docs as StoredView[])
      if (remove.length)
        await inTransaction(req, async () => {
          for (const data of create) await payload.create({ collection: 'page-views', data, overrideAccess: true, req })
          await deleteEach(req, 'page-views', { id: { in: remove } })
        })
      days++
      removed += remove.length - create.length
      after = day
    }
    return { output: { days, removed } }
  },
}
