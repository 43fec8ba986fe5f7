import { describe, expect, it } from 'vitest'

import { calendarText, type CalendarEvent } from './calendar'

const event: CalendarEvent = {
  uid: 'meeting-42@clearpath.test',
  sequence: 0,
  start: new Date('2026-06-16T08:00:00Z'),
  end: new Date('2026-06-16T08:30:00Z'),
  summary: 'Discovery call: Clearpath B1 and Acme Foods',
  description: 'Move or cancel: https://site.test/booking/abc',
  url: 'https://site.test/booking/abc',
  organizer: { name: 'Clearpath B1', email: 'hello@site.test' },
  attendees: [
    { name: 'Ann Jones', email: 'ann@buyer.example' },
    { name: 'Ada Advisor', email: 'ada@site.test' },
  ],
}

/** Unfolds RFC 5545 continuation lines so assertions can read whole properties. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

describe('calendarText', () => {
  it('writes an invitation in UTC with both people and a stable UID', () => {
    const text = unfold(calendarText(event, 'REQUEST'))
    expect(text).toContain('METHOD:REQUEST')
    expect(text).toContain('UID:meeting-42@clearpath.test')
    expect(text).toContain('SEQUENCE:0')
    expect(text).toContain('DTSTART:20260616T080000Z')
    expect(text).toContain('DTEND:20260616T083000Z')
    expect(text).toContain('STATUS:CONFIRMED')
    expect(text).toMatch(/ATTENDEE;[^\r\n]*CN="Ann Jones"[^\r\n]*:MAILTO:ann@buyer.example/)
    expect(text).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:ada@site.test/)
    expect(text).toMatch(/ORGANIZER;CN="Clearpath B1":mailto:hello@site.test/i)
  })

  it('names an attendee given without a name by their address only', () => {
    const text = unfold(calendarText({ ...event, attendees: [{ email: 'ann@buyer.example' }] }, 'REQUEST'))
    expect(text).toMatch(/^ATTENDEE;[^\r\n]*:MAILTO:ann@buyer.example$/m)
    expect(text).not.toMatch(/^ATTENDEE;[^\r\n]*CN=/m)
  })

  it('cancels the same event with a higher sequence', () => {
    const text = unfold(calendarText({ ...event, sequence: 2 }, 'CANCEL'))
    expect(text).toContain('METHOD:CANCEL')
    expect(text).toContain('STATUS:CANCELLED')
    expect(text).toContain('SEQUENCE:2')
    expect(text).toContain('UID:meeting-42@clearpath.test')
  })
})
