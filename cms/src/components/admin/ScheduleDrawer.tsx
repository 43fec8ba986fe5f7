'use client'
import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { describeUpcoming, pickedInstant, type PublishType, shownInPicker } from '../../admin/schedule-picker'
import { MONDAY, UK_DATE_TIME, UK_TIME } from '../../admin/uk-dates'

type Upcoming = { id: number | string; input: { type: PublishType; timezone?: string }; waitUntil: Date | string }

const TYPES: Array<{ value: PublishType; label: string }> = [
  { value: 'publish', label: 'Publish' },
  { value: 'unpublish', label: 'Unpublish' },
]

/**
 * "Schedule publish" for a page, article or landing page: Payload's drawer, with Publish first for a
 * document that was never published, a Monday-first calendar and a 24-hour clock in UK time.
 */
export function ScheduleDrawer({
  slug,
  defaultType,
  timeIntervals,
}: {
  slug: string
  defaultType: PublishType
  timeIntervals: number
}) {
  const { toggleModal } = useModal()
  const { config } = useConfig()
  const zone = config.admin.timezones.defaultTimezone ?? 'Europe/London'
  const { id, collectionSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<PublishType>(defaultType)
  const [at, setAt] = useState<Date | null>(null)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  const loadUpcoming = useCallback(async () => {
    setUpcoming((await getUpcomingScheduledPublish({ id, collectionSlug })) as Upcoming[])
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  useEffect(() => {
    void loadUpcoming()
  }, [loadUpcoming])

  const save = async () => {
    if (!at) return toast.error('Choose a date and time first.')
    setProcessing(true)
    try {
      await schedulePublish({
        type,
        date: at,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        timezone: zone,
      })
      setAt(null)
      toast.success(`${type === 'publish' ? 'Publish' : 'Unpublish'} scheduled.`)
      await loadUpcoming()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Not scheduled: please try again.')
    }
    setProcessing(false)
  }

  const cancel = async (jobId: number | string) => {
    try {
      await schedulePublish({ deleteID: jobId })
      toast.success('Schedule cancelled.')
      await loadUpcoming()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Not cancelled: please try again.')
    }
  }

  const now = new Date()
  const shown = at ? shownInPicker(at, zone) : undefined
  const today = shownInPicker(now, zone)
  const sameDay = shown && shown.toDateString() === today.toDateString()

  return (
    <Drawer className="schedule-publish" slug={slug} title={`Schedule publish for ${title}`}>
      <Gutter className="schedule-publish__scheduler">
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>What should happen</legend>
          {TYPES.map((option) => (
            <label key={option.value} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
              <input
                type="radio"
                name={`${slug}-type`}
                value={option.value}
                checked={type === option.value}
                disabled={processing}
                onChange={() => setType(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <FieldLabel label="Date and time (UK)" path="time" required />
        <DatePicker
          id="time"
          pickerAppearance="dayAndTime"
          displayFormat={UK_DATE_TIME}
          timeFormat={UK_TIME}
          timeIntervals={timeIntervals}
          minDate={today}
          minTime={sameDay ? today : new Date(today.getFullYear(), today.getMonth(), today.getDate())}
          maxTime={new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59)}
          overrides={{ calendarStartDay: MONDAY }}
          readOnly={processing}
          value={shown}
          onChange={(picked: Date | null) => setAt(picked ? pickedInstant(picked, zone) : null)}
        />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 16 }}>
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={() => void save()}>
            Schedule
          </Button>
          <Button buttonStyle="secondary" onClick={() => toggleModal(slug)}>
            Close
          </Button>
          {processing && <span>Saving…</span>}
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>Planned</h4>
        {upcoming?.length === 0 && <Banner type="info">Nothing planned for this document.</Banner>}
        {upcoming && upcoming.length > 0 && (
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
            {upcoming.map((event) => (
              <li key={event.id} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <span>{describeUpcoming({ type: event.input.type, at: new Date(event.waitUntil) }, zone)}</span>
                <Button buttonStyle="secondary" size="small" onClick={() => void cancel(event.id)}>
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Gutter>
    </Drawer>
  )
}
