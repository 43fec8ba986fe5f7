import { describe, expect, it } from 'vitest'

import { namedOnRecordsMessage } from './hooks'

const none = { leads: 0, tasks: 0, meetings: 0, history: 0 }

describe('namedOnRecordsMessage', () => {
  it('lets an account nothing names go', () => {
    expect(namedOnRecordsMessage(none)).toBeNull()
  })

  it('names one kind of record', () => {
    expect(namedOnRecordsMessage({ ...none, tasks: 1 })).toBe(
      'This account is named on 1 follow-up task. Deactivate it instead: it can no longer sign in, and the history keeps its name.',
    )
  })

  it('lists every kind it is named on, with counts', () => {
    expect(namedOnRecordsMessage({ leads: 2, tasks: 0, meetings: 1, history: 5 })).toBe(
      'This account is named on 2 leads, 1 meeting and 5 lead history entries. Deactivate it instead: it can no longer sign in, and the history keeps its name.',
    )
  })
})
