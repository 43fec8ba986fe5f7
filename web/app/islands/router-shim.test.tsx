import { act, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Link as RouterLink, NavLink as RouterNavLink, StaticRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { Link, NavLink, useLocation, useSearchParams } from './router-shim'

const url = '/sap-business-one/crm?view=all'
const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')

/** Each case as React Router renders it (on the server, for an island) and as the shim does. */
const cases: Array<[string, ReactElement, ReactElement]> = [
  ['a path', <RouterLink to="/contact" className="c" />, <Link to="/contact" className="c" />],
  ['an anchor', <RouterLink to="#faq">FAQ</RouterLink>, <Link to="#faq">FAQ</Link>],
  ['a query', <RouterLink to="?page=2">2</RouterLink>, <Link to="?page=2">2</Link>],
  ['another site', <RouterLink to="https://example.test/">x</RouterLink>, <Link to="https://example.test/">x</Link>],
  [
    'an active section',
    <RouterNavLink to="/sap-business-one" className={activeClass}>
      B1
    </RouterNavLink>,
    <NavLink to="/sap-business-one" className={activeClass}>
      B1
    </NavLink>,
  ],
  ['the home page', <RouterNavLink to="/">Home</RouterNavLink>, <NavLink to="/">Home</NavLink>],
  [
    'an exact match only',
    <RouterNavLink to="/sap-business-one" end className="n">
      B1
    </RouterNavLink>,
    <NavLink to="/sap-business-one" end className="n">
      B1
    </NavLink>,
  ],
  [
    'the current page',
    <RouterNavLink to={url.split('?')[0]}>CRM</RouterNavLink>,
    <NavLink to="/sap-business-one/crm">CRM</NavLink>,
  ],
]

beforeEach(() => window.history.replaceState(null, '', url))

describe('the islands’ router shim', () => {
  it.each(cases)('renders %s exactly as React Router does, so islands hydrate cleanly', (_, router, shim) => {
    const expected = renderToString(<StaticRouter location={url}>{router}</StaticRouter>)
    expect(renderToString(shim)).toBe(expected)
  })

  it('reads and sets the query in the address bar, re-rendering what reads it', async () => {
    function Filter() {
      const [params, setParams] = useSearchParams()
      const { search } = useLocation()
      return (
        <button type="button" onClick={() => setParams({ view: 'new' }, { replace: true })}>
          {params.get('view')} {search}
        </button>
      )
    }
    render(<Filter />)
    expect(screen.getByRole('button')).toHaveTextContent('all ?view=all')
    const entries = window.history.length
    await act(async () => screen.getByRole('button').click())
    expect(window.location.search).toBe('?view=new')
    expect(window.history.length).toBe(entries)
    expect(screen.getByRole('button')).toHaveTextContent('new ?view=new')
  })

  it('adds a history entry unless told to replace, and follows the back button', async () => {
    function Pager() {
      const [params, setParams] = useSearchParams()
      return (
        <button type="button" onClick={() => setParams({ page: '2' })}>
          page {params.get('page') ?? '1'}
        </button>
      )
    }
    render(<Pager />)
    const entries = window.history.length
    await act(async () => screen.getByRole('button').click())
    expect(window.history.length).toBe(entries + 1)
    expect(screen.getByRole('button')).toHaveTextContent('page 2')
    await act(async () => {
      window.history.replaceState(null, '', url)
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('button')).toHaveTextContent('page 1')
  })
})
