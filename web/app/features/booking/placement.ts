/** The in-page anchor of the booking section: a button linking to "#book" books on the page. */
export const BOOKING_ANCHOR = 'book'

/**
 * Whether a page's blocks link to its booking section (a campaign page's "Book a 20-Minute
 * Discovery Call" button set to "#book"), so the page places one.
 */
export const linksToBooking = (blocks: unknown): boolean =>
  JSON.stringify(blocks ?? []).includes(`"href":"#${BOOKING_ANCHOR}"`)
