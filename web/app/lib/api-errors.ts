import { ApiError } from './api'

/**
 * The server's `detail` for a refused request (4xx: the contract always explains those), else the
 * screen's fixed message: server faults and network errors say nothing useful to a member of staff.
 */
export function detailOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail
    ? error.detail
    : fallback
}

/** The contract's messages for a refused request's fields that are in `payload` (a form's own fields), as conform takes them. */
export function refusedFields(error: unknown, payload: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error instanceof ApiError ? error.errors : {})
      .filter(([name]) => name in payload)
      .map(([name, message]) => [name, [message]]),
  )
}
