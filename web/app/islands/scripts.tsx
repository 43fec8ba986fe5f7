import { useContext } from 'react'
import { preloadModule } from 'react-dom'

import { IslandServerContext } from './island'

/**
 * In place of React Router's scripts on island pages: the islands entry, with every chunk the page's
 * islands need preloaded. Rendered last in the body, after every island has been added.
 */
export function IslandScripts() {
  const server = useContext(IslandServerContext)
  if (!server) return null
  const { entry, preloads } = server.scripts()
  for (const href of preloads) preloadModule(href)
  return <script type="module" src={entry} data-islands-entry="" />
}
