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
  drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: schedulePublish && SCHEDULE_PICKER },
})

/** The schedule drawer's time picker: a 24-hour clock in quarter hours, as UK offices write times. */
export const SCHEDULE_PICKER = { timeFormat: 'HH:mm', timeIntervals: 15 }

export const globalVersions = () => ({
  max: MAX_VERSIONS,
  drafts: { autosave: { interval: AUTOSAVE_MS } },
})
