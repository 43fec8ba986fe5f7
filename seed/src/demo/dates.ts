/** An ISO date `days` before now, so a fresh database always looks recently used. */
export const daysAgo = (days: number, hour = 9): string => {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}
