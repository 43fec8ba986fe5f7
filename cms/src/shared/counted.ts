/** "1 post", "3 posts": a count with its noun, for messages that name how many things are in the way. */
export const counted = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`
