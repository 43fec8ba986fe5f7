import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The Payload work one request has started: its loaders' in-process API calls, or its REST call.
 *
 * React Router stops waiting for a loader when the request's signal aborts, but the loader itself
 * runs on. Counting the handler's promise alone therefore frees a slot of the overload limiter while
 * the work goes on: under a burst whose clients give up, that unbounded leftover work is the backlog
 * a later request waits behind. A slot is released only once this work has settled, and nothing new
 * starts for a client that has gone.
 */
export type RequestWork = {
  signal: AbortSignal
  /**
   * Starts `work` on the event loop's next turn, unless the client has gone by then: then it rejects
   * with the abort reason and starts nothing. Payload's work on SQLite is synchronous under its
   * promises, so a page's loaders would otherwise hold the loop for their whole run; a turn between
   * calls lets the server accept connections, shed load and notice clients leaving.
   */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Resolves once everything started so far, and anything started while waiting, has settled. */
  settled(): Promise<void>
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

export function createRequestWork(signal: AbortSignal): RequestWork {
  const pending = new Set<Promise<unknown>>()
  return {
    signal,
    run(work) {
      const promise = nextTurn().then(() => {
        signal.throwIfAborted()
        return work()
      })
      pending.add(promise)
      const forget = () => pending.delete(promise)
      promise.then(forget, forget)
      return promise
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}

/** Aborts when the client goes away before its answer was written (or had already gone). */
export function closeSignal(req: IncomingMessage, res: ServerResponse): AbortSignal {
  const controller = new AbortController()
  const gone = () => controller.abort(new Error('Client disconnected'))
  if (req.socket.destroyed || res.destroyed) gone()
  else
    res.once('close', () => {
      if (!res.writableFinished) gone()
    })
  return controller.signal
}

/**
 * Resolves once the event loop has read what already arrived on the sockets and closed those that
 * ended. A request is handed over as soon as it is parsed; the end of the connection that came with
 * it is read on the loop's next turn, and the socket's close is reported in that turn's last phase.
 * After a burst, the listen backlog holds hundreds of requests whose clients have long gone: these
 * three turns show they have (see `closeSignal`) before any work starts for them.
 */
export const afterPendingIo = async () => {
  for (let turn = 0; turn < 3; turn++) await nextTurn()
}

const works = new WeakMap<IncomingMessage, RequestWork>()

/** The front door hands a limited request's work to the handlers express runs for it. */
export const attachWork = (req: IncomingMessage, work: RequestWork) => works.set(req, work)

/** The work of this request: the one the front door attached, or a new one tied to the client. */
export function workOf(req: IncomingMessage, res: ServerResponse): RequestWork {
  let work = works.get(req)
  if (!work) attachWork(req, (work = createRequestWork(closeSignal(req, res))))
  return work
}
