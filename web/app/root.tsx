import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'

import type { Route } from './+types/root'
import './app.css'
import { NotFound } from './components/NotFound'
import { useIslandsMode } from './islands/island'
import { IslandScripts } from './islands/scripts'
import { useTrackPreviousPath } from './lib/previous-path'

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages ship their islands' script instead of the React Router app (islands/README.md).
  const islands = useIslandsMode()
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islands ? (
          <IslandScripts />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  // For the lead forms' source (SPEC §7): the page a visitor came from, across every route.
  useTrackPreviousPath()
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-950">{detail}</h1>
      <p className="mt-4 text-slate-600">Please try again in a moment.</p>
      <a className="mt-8 inline-block font-semibold text-brand-600 hover:underline" href="/">
        Back to the home page
      </a>
    </main>
  )
}
