import type { ApiBookedMeeting } from '@shared/contract-types'

type Meeting = Pick<ApiBookedMeeting['meeting'], 'start' | 'end' | 'advisor_name'>

/** One booked call as a calendar entry. */
export type CalendarEvent = { title: string; details: string; start: string; end: string }

export const calendarEvent = (meeting: Meeting): CalendarEvent => ({
  title: 'Discovery call with Clearpath B1',
  details: `A 30-minute discovery call with ${meeting.advisor_name}. To move or cancel it, use the link in your invitation e-mail.`,
  start: meeting.start,
  end: meeting.end,
})

/** "20261127T100000Z": an instant in the UTC form Google's links take. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The booked call's .ics: the invitation the e-mail carries (same UID), served by its move-or-cancel token. */
export const icsHref = (token: string) => `/api/forms/booking/${token}/calendar.ics`

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.details,
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** Outlook on the web for work and school accounts (Microsoft 365), where most business calendars live. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.details,
  })
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params}`
}
