/** Words an adult reads in a minute on screen: the figure the common "min read" labels use. */
export const WORDS_PER_MINUTE = 230

/** "4 min read" for a post's text: at least one minute, rounded up. */
export function readingTime(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
