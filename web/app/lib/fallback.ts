/** The promise's value, or `fallback` when it fails (SPEC §8: a failed list stays empty; the API client logs the error). */
export const orFallback = <T>(promise: Promise<T>, fallback: T): Promise<T> => promise.catch(() => fallback)
