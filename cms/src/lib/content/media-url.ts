/**
 * The media-library file name behind an image address this site handed out: `/media/<file>` (also
 * as a full URL on any host the site answered to) or Payload's own `/api/media/file/<file>`.
 * Null for anything else, such as an image on another site.
 */
export function mediaFilenameFromUrl(url: string | null | undefined): string | null {
  const match = /^(?:https?:\/\/[^/]+)?(?:\/api)?\/media\/(?:file\/)?([^/?#]+)(?:[?#].*)?$/.exec(url?.trim() ?? '')
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}
