import { describe, expect, it } from 'vitest'

import { calendarEvent, googleCalendarUrl, icsHref, outlookCalendarUrl } from './add-to-calendar'

const event = calendarEvent({
  start: '2026-12-01T10:00:00.000Z',
  end: '2026-12-01T10:30:00.000Z',
  advisor_name: 'Ada Lovelace',
})

describe('add to calendar', () => {
  it("downloads the invitation's file by the booking's token", () => {
    expect(icsHref('nonce.sig')).toBe('/api/forms/booking/nonce.sig/calendar.ics')
  })

  it('links Google and Outlook with the same times', () => {
    const google = new URL(googleCalendarUrl(event))
    expect(google.origin).toBe('https://calendar.google.com')
    expect(google.searchParams.get('dates')).toBe('20261201T100000Z/20261201T103000Z')
    expect(google.searchParams.get('text')).toBe('Discovery call with Clearpath B1')
    const outlook = new URL(outlookCalendarUrl(event))
    expect(outlook.origin).toBe('https://outlook.office.com')
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T10:00:00.000Z')
    expect(outlook.searchParams.get('enddt')).toBe('2026-12-01T10:30:00.000Z')
    expect(outlook.searchParams.get('subject')).toBe('Discovery call with Clearpath B1')
  })
})
