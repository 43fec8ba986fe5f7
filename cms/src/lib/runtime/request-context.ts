import { AsyncLocalStorage } from 'node:async_hooks'

/** The request a piece of work belongs to, so every log line it writes names the request id. */
const storage = new AsyncLocalStorage<{ requestId: string }>()

export const runInRequest = <T>(requestId: string, work: () => T): T => storage.run({ requestId }, work)

/** For the logger's mixin: `{ requestId }` inside a request, nothing outside. */
export const requestLogFields = (): { requestId?: string } => {
  const store = storage.getStore()
  return store ? { requestId: store.requestId } : {}
}
