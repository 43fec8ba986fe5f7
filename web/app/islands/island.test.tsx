import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Accordion } from '~/blocks/ui/Accordion'

import { islandAssets } from './assets'
import { island, IslandServerContext } from './island'
import { createIslandServer } from './render.server'
import { IslandScripts } from './scripts'

const AccordionIsland = island('Accordion', Accordion)
const items = [
  { id: 'a', question: 'How long does it take?', answer: 'Eight to twelve weeks.' },
  { id: 'b', question: 'Where is it hosted?', answer: 'In the AWS region you pick.' },
]

const assets = islandAssets({
  'app/entry.islands.ts': { file: 'assets/islands-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'app/blocks/ui/Accordion.tsx': { file: 'assets/Accordion-1.js', name: 'Accordion', isDynamicEntry: true },
})

/** A public page as the server renders it in islands mode: two islands, then the scripts. */
function serverPage() {
  const server = createIslandServer('https://example.test/faqs', assets)
  return renderToString(
    <IslandServerContext.Provider value={server}>
      <main>
        <AccordionIsland items={items} />
        <AccordionIsland items={items} dark />
      </main>
      <IslandScripts />
    </IslandServerContext.Provider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('islands', () => {
  it('render on the server as their own roots, with their props and a page-unique id prefix', () => {
    const html = serverPage()
    const page = document.createElement('div')
    page.innerHTML = html
    const [first, second] = page.querySelectorAll<HTMLElement>('[data-island="Accordion"]')
    expect(first.dataset.islandId).toBe('i0-')
    expect(second.dataset.islandId).toBe('i1-')
    expect(JSON.parse(second.dataset.props!)).toEqual({ items, dark: true })
    expect(first.innerHTML).toBe(renderToString(<Accordion items={items} />, { identifierPrefix: 'i0-' }))
    expect(first.querySelector('button')!.id).not.toBe(second.querySelector('button')!.id)
  })

  it('ship the islands entry, with the page’s chunks preloaded, instead of the app’s scripts', () => {
    const html = serverPage()
    expect(html).toContain('<script type="module" src="/assets/islands-1.js" data-islands-entry=""></script>')
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-1.js"/>')
    expect(html).toContain('<link rel="modulepreload" href="/assets/Accordion-1.js"/>')
  })

  it('hydrate in the browser from their props without a mismatch, and then work', async () => {
    const errors = vi.spyOn(console, 'error')
    const page = document.createElement('div')
    page.innerHTML = serverPage()
    document.body.append(page)
    const element = page.querySelector<HTMLElement>('[data-island]')!
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(element, <Accordion {...JSON.parse(element.dataset.props!)} />, {
        identifierPrefix: element.dataset.islandId,
        onRecoverableError: recoverable,
      })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    const button = element.querySelector('button')!
    await act(async () => button.click())
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toHaveAttribute('hidden')
    page.remove()
  })

  it('are just their component where the whole page hydrates (portal, previews)', () => {
    const { container } = render(<AccordionIsland items={items} />)
    const wrapper = container.querySelector<HTMLElement>('[data-island="Accordion"]')!
    expect(wrapper.dataset.props).toBeUndefined()
    expect(wrapper.querySelectorAll('button')).toHaveLength(2)
    expect(render(<IslandScripts />).container).toBeEmptyDOMElement()
  })
})
