import { createContext, useContext, type ComponentType, type ReactElement } from 'react'

import type { IslandName } from './names'

/**
 * What the server gives islands while it renders a public page that ships islands instead of the whole
 * React Router app (see islands/README.md). Absent in the browser, and on the server for pages that
 * hydrate as a whole (the portal, previews): there an island is just its component.
 */
export type IslandServer = {
  /** Records an island on the page; returns a prefix for its React ids, unique in the page. */
  add: (name: IslandName) => string
  /** The island's HTML, rendered as its own React root, exactly as the browser will hydrate it. */
  render: (element: ReactElement, identifierPrefix: string) => string
  /** The islands entry script, and the chunks of the islands added so far. */
  scripts: () => { entry: string; preloads: string[] }
}

export const IslandServerContext = createContext<IslandServer | null>(null)

/** Whether this render ships islands (on the server only; the browser never renders in that mode). */
export const useIslandsMode = () => useContext(IslandServerContext) !== null

/**
 * Makes `Component` an island: on island pages the server renders it on its own and records its props,
 * and the browser's islands entry (entry.islands.ts) hydrates just that part. Props must be JSON.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    const server = useContext(IslandServerContext)
    if (!server) {
      return (
        <div data-island={name} className="contents">
          <Component {...props} />
        </div>
      )
    }
    const id = server.add(name)
    return (
      <div
        data-island={name}
        data-island-id={id}
        data-props={JSON.stringify(props)}
        className="contents"
        dangerouslySetInnerHTML={{ __html: server.render(<Component {...props} />, id) }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
