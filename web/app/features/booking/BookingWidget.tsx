import clsx from 'clsx'
import { CalendarCheck, CalendarPlus } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'

import { PHONE_HINT } from '@shared/constants'
import type { ApiBookedMeeting } from '@shared/contract-types'
import type { BookingForm } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { SelectField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { ConsentField, HoneypotField, SuccessPanel } from '~/components/ui/form-feedback'
import { ApiError } from '~/lib/api'
import { fieldProps, loadRules, usePublicForm } from '~/lib/public-form'
import { rememberedVisitor } from '~/lib/visitor-prefill'

import { bookCall, fetchSlots, moveCall } from './api'
import { calendarEvent, googleCalendarUrl, icsHref, outlookCalendarUrl, type CalendarEvent } from './add-to-calendar'
import { toBookingInput, type BookingPost } from './booking-form'
import { formatMeeting, groupByDay, OFFICE_ZONE, ukTimeToIso, UK_SLOT_TIMES, visitorZone, zoneName } from './slot-days'

type Props = {
  /** Moving a booked call (the move-or-cancel page): its token; only the slot is asked for. */
  manageToken?: string
  /** The answer to this form's post without JavaScript, if the visitor just sent it. */
  posted?: BookingPost
}

const CHOOSE_A_TIME = 'Choose a time for the call'
const FAILED = 'Error. Please try again.'

type Booked = { meeting: ApiBookedMeeting['meeting']; token: string }

/**
 * A 30-minute discovery call: with JavaScript, the free slots in the visitor's own time zone and the
 * booking sent to the contract; without it, a UK day and time posted to the page's action
 * (features/booking/post-booking.server.ts), which answers with the next free slots when that one is taken.
 * The visitor's fields are on conform (lib/public-form.ts); the slot is the widget's own state.
 */
export function BookingWidget({ manageToken, posted }: Props) {
  const location = useLocation()
  const postedSlot = (name: 'start' | 'date' | 'time') => String(posted?.result.initialValue?.[name] ?? '')
  const [live, setLive] = useState(false)
  const [zone, setZone] = useState(OFFICE_ZONE)
  const [slots, setSlots] = useState<string[] | null>(null)
  const [day, setDay] = useState('')
  const [start, setStart] = useState(postedSlot('start'))
  const [ukDate, setUkDate] = useState(postedSlot('date'))
  const [ukTime, setUkTime] = useState(postedSlot('time'))
  const [offered, setOffered] = useState<string[]>(posted?.alternatives ?? [])
  const [slotError, setSlotError] = useState(posted?.slotError ?? '')
  const [booked, setBooked] = useState<Booked | null>(
    posted?.meeting ? { meeting: posted.meeting, token: posted.manage_token ?? manageToken ?? '' } : null,
  )

  const days = useMemo(() => groupByDay(slots ?? [], zone), [slots, zone])
  const shownDay = days.find((d) => d.key === day) ?? days[0]
  const picker = live && slots !== null && offered.length === 0
  const shownZone = live ? zone : OFFICE_ZONE
  const chosen = () => (offered.length || picker ? start : (ukTimeToIso(ukDate, ukTime) ?? ''))

  const { form, fields, status, sending, failure, onSubmit } = usePublicForm({
    id: manageToken ? 'booking-move-form' : 'booking-form',
    // A move asks only for the slot: the visitor's fields are not on its form.
    schema: (rules) => (manageToken ? rules.bookingFormSchema.partial() : rules.bookingFormSchema),
    posted,
    ready: () => {
      setSlotError(chosen() ? '' : CHOOSE_A_TIME)
      return Boolean(chosen())
    },
    send: async (value) => {
      try {
        const answer = manageToken
          ? await moveCall(manageToken, chosen(), zone)
          : await bookCall(
              toBookingInput(value as BookingForm, { start: chosen(), timezone: zone, path: location.pathname }),
            )
        setBooked({ meeting: answer.meeting, token: answer.manage_token })
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setOffered(error.alternatives)
          setStart('')
        }
        // The slot is not one of the form's fields: its message goes under the times.
        if (error instanceof ApiError && error.status === 400 && error.errors.start) setSlotError(error.errors.start)
        throw error
      }
    },
  })
  const refusal = failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : null
  // The contract's words for a refusal (a taken slot); a post without JavaScript brings its own.
  const notice =
    status === 'failed'
      ? failure
        ? (refusal?.detail ?? FAILED)
        : posted?.detail || FAILED
      : status === 'idle'
        ? (posted?.detail ?? '')
        : ''

  useEffect(() => {
    setLive(true)
    setZone(visitorZone())
    if (!posted && !manageToken)
      for (const [name, value] of Object.entries(rememberedVisitor())) form.update({ name, value })
    fetchSlots()
      .then((answer) => setSlots(answer.slots))
      // The UK day-and-time fields stay; the action still checks and books.
      .catch(() => setSlots(null))
    // Once, on mount: the slots and the zone are the browser's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const pick = (value: string) => {
    setStart(value)
    setSlotError('')
  }

  if (booked) {
    return (
      <SuccessPanel
        title={manageToken ? 'Your call has moved' : 'Your call is booked'}
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8"
      >
        <p className="mx-auto mt-3 max-w-md text-slate-700">
          <strong>{formatMeeting(booked.meeting.start, live ? zone : booked.meeting.timezone)}</strong> with{' '}
          {booked.meeting.advisor_name}, for 30 minutes. The invitation is on its way to {booked.meeting.email}.
        </p>
        <AddToCalendar event={calendarEvent(booked.meeting)} token={booked.token} />
        {booked.token && (
          <p className="mt-4 text-sm">
            <a href={`/booking/${booked.token}`} className="font-semibold text-brand-600 hover:underline">
              Move or cancel the call
            </a>
          </p>
        )}
      </SuccessPanel>
    )
  }

  return (
    <form
      id={form.id}
      method="post"
      noValidate={form.noValidate}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      className="space-y-5"
      aria-label={manageToken ? 'Move the call' : 'Book a discovery call'}
    >
      <input type="hidden" name="form" value={manageToken ? 'booking-move' : 'booking'} />
      {manageToken && <input type="hidden" name="token" value={manageToken} />}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-950">
          Choose a time{' '}
          <span className="font-normal text-slate-600">
            (times in {zoneName(shownZone)} time{picker ? '' : ', Monday to Friday, 9:00 to 17:30'})
          </span>
        </legend>
        <FormAlert message={notice} />
        {offered.length > 0 ? (
          <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Free times">
            {offered.map((slot) => (
              <label
                key={slot}
                className={clsx(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  start === slot ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
                )}
              >
                <input type="radio" name="start" value={slot} checked={start === slot} onChange={() => pick(slot)} />
                {formatMeeting(slot, shownZone)}
              </label>
            ))}
          </div>
        ) : picker ? (
          <SlotPicker days={days} shownDay={shownDay?.key} onDay={setDay} start={start} onPick={pick} zone={zone} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Day"
              type="date"
              name="date"
              value={ukDate}
              onChange={(event) => setUkDate(event.target.value)}
            />
            <SelectField
              label="Time (UK)"
              name="time"
              value={ukTime}
              onChange={(event) => setUkTime(event.target.value)}
            >
              <option value="">Select a time</option>
              {UK_SLOT_TIMES.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </SelectField>
          </div>
        )}
        {slotError && (
          <p role="alert" className="text-sm text-red-700">
            {slotError}
          </p>
        )}
      </fieldset>
      {!manageToken && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" required autoComplete="given-name" {...fieldProps(fields.first_name)} />
            <TextField label="Last name" autoComplete="family-name" {...fieldProps(fields.last_name)} />
            <TextField label="Email" type="email" required autoComplete="email" {...fieldProps(fields.email)} />
            <TextField label="Company" required autoComplete="organization" {...fieldProps(fields.company)} />
            <TextField label="Phone" type="tel" autoComplete="tel" hint={PHONE_HINT} {...fieldProps(fields.phone)} />
          </div>
          <HoneypotField />
          <ConsentField
            agreeTo="Clearpath B1 storing my details to arrange this call"
            defaultChecked={fields.consent.initialValue === 'on'}
            error={fields.consent.errors?.[0]}
          />
        </>
      )}
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Booking...' : manageToken ? 'Move the call' : 'Book the call'}
        {!sending && <CalendarCheck aria-hidden className="size-4" />}
      </Button>
    </form>
  )
}

/** The booked call into the visitor's own calendar: a file for any app, or straight into Google or Outlook. */
function AddToCalendar({ event, token }: { event: CalendarEvent; token: string }) {
  const link =
    'inline-flex items-center gap-1.5 rounded-full border border-emerald-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-950 hover:border-brand-400'
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-ink-950">Add to calendar</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label="Add to calendar">
        {token && (
          <li>
            <a href={icsHref(token)} download="discovery-call.ics" className={link}>
              <CalendarPlus aria-hidden className="size-4" />
              Apple, Outlook app (.ics)
            </a>
          </li>
        )}
        <li>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={link}>
            Google Calendar
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={link}>
            Outlook on the web
          </a>
        </li>
      </ul>
    </div>
  )
}

function SlotPicker({
  days,
  shownDay,
  onDay,
  start,
  onPick,
  zone,
}: {
  days: ReturnType<typeof groupByDay>
  shownDay?: string
  onDay: (key: string) => void
  start: string
  onPick: (start: string) => void
  zone: string
}) {
  if (!days.length)
    return (
      <p className="text-sm text-slate-600">No free times in the next few weeks. Please send us a message instead.</p>
    )
  const times = days.find((d) => d.key === shownDay)?.times ?? []
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" aria-label="Days">
        {days.map((d) => (
          <button
            key={d.key}
            type="button"
            aria-pressed={d.key === shownDay}
            onClick={() => onDay(d.key)}
            className={clsx(
              'rounded-lg border px-3 py-1.5 text-sm font-medium',
              d.key === shownDay
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 text-ink-950 hover:border-brand-600',
            )}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Times">
        {times.map((t) => (
          <button
            key={t.start}
            type="button"
            aria-pressed={t.start === start}
            onClick={() => onPick(t.start)}
            className={clsx(
              'rounded-lg border px-2 py-1.5 text-sm tabular-nums',
              t.start === start
                ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                : 'border-slate-300 hover:border-brand-600',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {start && (
        <p className="text-sm text-slate-700" aria-live="polite">
          Chosen: <strong>{formatMeeting(start, zone)}</strong>
        </p>
      )}
    </div>
  )
}
