import type { TaskConfig } from 'payload'

import { formatLondon } from '../collections/Leads/hooks'
import { manageLink, manageToken } from '../lib/domain/booking/book'
import { formatMeeting } from '../shared/uk-time'
import { queueEmail } from '../lib/runtime/email/queue'
import type { User } from '../shared/payload-types'

/**
 * Every five minutes: each discovery call whose reminder is due (24 hours before it starts) gets
 * one reminder to the visitor; `reminder_sent_at` makes it once only.
 */
export const remindMeetingsTask: TaskConfig<{ input: object; output: { reminded: number } }> = {
  slug: 'remind-meetings',
  label: 'Remind visitors of their discovery calls',
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { payload } = req
    const now = new Date().toISOString()
    const { docs } = await payload.find({
      collection: 'meetings',
      where: {
        and: [
          { reminder_due_at: { less_than_equal: now } },
          { start: { greater_than: now } },
          { reminder_sent_at: { exists: false } },
        ],
      },
      depth: 1,
      limit: 100,
      overrideAccess: true,
      req,
    })
    for (const meeting of docs) {
      const advisor = meeting.advisor as User
      await queueEmail(req, {
        template: 'meeting-reminder',
        to: meeting.visitor_email,
        vars: {
          advisor_name: [advisor.first_name, advisor.last_name].filter(Boolean).join(' ') || advisor.email,
          when: formatMeeting(meeting.start, meeting.timezone),
          when_uk: formatLondon(meeting.start),
          manage_link: manageLink(manageToken(payload.secret, meeting.manage_nonce)),
        },
        related: { relationTo: 'leads', value: typeof meeting.lead === 'object' ? meeting.lead.id : meeting.lead },
      })
      await payload.update({
        collection: 'meetings',
        id: meeting.id,
        data: { reminder_sent_at: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
    }
    return { output: { reminded: docs.length } }
  },
}
