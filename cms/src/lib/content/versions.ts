/** Versions kept per document (and per global): enough history to undo a bad week, not a growing table. */
export const MAX_VERSIONS = 25

/** Autosave interval in the admin: often enough that the live preview follows the editor's typing. */
const AUTOSAVE_MS = 800

/**
 * Drafts, autosave and history. `schedulePublish` adds the "Schedule publish" action, which queues
 * Payload's built-in publish task (run by the jobs autorun, cms/src/jobs).
 */
export const collectionVersions = ({ schedulePublish = false } = {}) => ({
  maxPerDoc: MAX_VERSIONS,
  drafts: {
    autosave: { interval: AUTOSAVE_MS },
    schedulePublish: schedulePublish && SCHEDULE_PICKER,
    // With autosave, Payload creates a document the moment "Create new" opens, leaving an untitled
    // draft behind every abandoned click; with drafts validated it waits for the first "Save draft"
    // or "Publish" (autosave then follows every change as before).
    validate: true,
  },
})

/** The publish button of documents that can be scheduled: our schedule drawer (UK time, Monday first). */
export const SCHEDULING_PUBLISH_BUTTON = '/components/admin/PublishButton#PublishButton'

/** The schedule drawer's time picker: a 24-hour clock in quarter hours, as UK offices write times. */
export const SCHEDULE_PICKER = { timeFormat: 'HH:mm', timeIntervals: 15 }

export const globalVersions = () => ({
  max: MAX_VERSIONS,
  drafts: { autosave: { interval: AUTOSAVE_MS } },
})
