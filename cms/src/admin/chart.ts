/** The geometry and words of the admin's daily charts, apart from how they are drawn. */

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })

/** A report day ("2026-10-29", a UK calendar day) as an axis label: "29 Oct". */
export const dayLabel = (day: string): string => DAY.format(new Date(`${day}T12:00:00Z`))

/**
 * The y-axis: 0 up to a round value at or above `most`, in steps of 1, 2 or 5 times a power of ten,
 * at most six of them; views are whole, so never a step below 1.
 */
export function roundTicks(most: number): number[] {
  const raw = Math.max(most, 1) / 5
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!,
  )
  const top = Math.max(step, Math.ceil(most / step) * step)
  return Array.from({ length: top / step + 1 }, (_, i) => i * step)
}

/** Which days carry a date under the bars: four at most, first to last, so they fit a phone. */
export function labelledDays(days: number): number[] {
  if (days <= 4) return Array.from({ length: days }, (_, i) => i)
  return Array.from({ length: 4 }, (_, i) => Math.round((i * (days - 1)) / 3))
}

/** Bars across `width`: a visible bar for one day, a gap between ninety. */
export function barLayout(days: number, width: number): { width: number; x: (i: number) => number } {
  const slot = width / Math.max(days, 1)
  const bar = Math.min(slot * 0.7, 48)
  return { width: bar, x: (i) => i * slot + (slot - bar) / 2 }
}
