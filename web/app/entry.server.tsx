import { createHash } from 'node:crypto'
import { Writable } from 'node:stream'

import { inlineScripts, pageCsp } from '@shared/csp'

import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'

// The drawings render in place on the server, never as late Suspense segments (components/art).
import './components/art/server-art.server'
import { IslandServerContext } from './islands/island'
import { builtIslands, createIslandServer } from './islands/render.server'
import { PUBLIC_LAYOUT_ID, type ShellData } from './lib/shell'

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
  loadContext: AppLoadContext,
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
    const islands = islandServerFor(request, routerContext, loadContext)
    const app = (
      <IslandServerContext.Provider value={islands}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandServerContext.Provider>
    )
    const { pipe, abort } = renderToPipeableStream(app, {
      // Never outline a large finished Suspense boundary into a late segment that needs an inline
      // script to show: pages the islands' navigator swaps in run no scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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

/** Public pages (not previews) ship islands, where the islands build exists (not under `vite dev`). */
function islandServerFor(request: Request, routerContext: EntryContext, loadContext: AppLoadContext) {
  const layout = routerContext.staticHandlerContext.loaderData[PUBLIC_LAYOUT_ID] as ShellData | undefined
  const built = layout?.islands ? builtIslands(loadContext.clientBuildDir) : null
  return built ? createIslandServer(request.url, built) : null
}

const cspFor = (html: string) =>
  pageCsp(inlineScripts(html).map((script) => createHash('sha256').update(script).digest('base64')))
