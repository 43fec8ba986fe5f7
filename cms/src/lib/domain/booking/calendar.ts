import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** Without a name, an attendee is only their address (ATTENDEE with no CN). */
export type Person = { name?: string; email: string }

export type CalendarEvent = {
  /** Stays the same for the life of the meeting, so a move or cancellation updates the same entry. */
  uid: string
  /** Raised by every change (RFC 5545), so calendars take the newest version. */
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  url: string
  organizer: Required<Person>
  attendees: Person[]
}

/** The iCalendar text of a meeting: an invitation (REQUEST) or its cancellation (CANCEL), times in UTC. */
export function calendarText(event: CalendarEvent, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: { company: 'Clearpath B1', product: 'discovery-calls', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    url: event.url,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: event.attendees.map((a) => ({
      ...a,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
  })
  return calendar.toString()
}
