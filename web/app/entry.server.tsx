import { createHash } from 'node:crypto'
import { Writable } from 'node:stream'

import { inlineScripts, pageCsp } from '@shared/csp'

import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

export const streamTimeout = 5_000

/**
 * Renders the whole document into one buffer: the pages use no Suspense streaming, and one body
 * compresses far better (once, in the page cache) than a flush per React chunk.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeout)
        const body = Buffer.concat(chunks)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        // Dev mode's Vite client injects scripts of its own after the render; the policy is for production.
        if (import.meta.env.PROD) responseHeaders.set('Content-Security-Policy', cspFor(body.toString('utf8')))
        resolve(new Response(body, { status: responseStatusCode, headers: responseHeaders }))
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500
        if (!request.signal.aborted) console.error(error)
      },
    })
    // A visitor who left stops the render; a render that hangs is cut off.
    request.signal.addEventListener('abort', () => abort(request.signal.reason), { once: true })
    const timeout = setTimeout(() => abort(new Error('Render timed out')), streamTimeout + 1000)
  })
}

const cspFor = (html: string) =>
  pageCsp(inlineScripts(html).map((script) => createHash('sha256').update(script).digest('base64')))
