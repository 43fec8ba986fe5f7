import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ProductsByGroup } from '@shared/contract-types'
import type { Navigation } from '@shared/payload-types'

import { MENU_CLOSE_DELAY_MS } from './menu-state'
import { SiteHeader } from './SiteHeader'

const navigation: Navigation = {
  id: 1,
  items: [
    {
      id: 'sap',
      label: 'SAP Business One',
      kind: 'menu',
      menu_type: 'sap-business-one',
      href: '/sap-business-one',
      intro: 'SAP Business One: 80,000+ businesses trust us',
      sections: [
        {
          heading: 'The platform',
          links: [
            { label: 'Overview', href: '/sap-business-one' },
            { label: 'Why SAP Business One', href: '/sap-business-one/why' },
          ],
        },
      ],
    },
    { id: 'ext', label: 'SAP B1 Extensions', kind: 'menu', menu_type: 'products', href: '/products', sections: [] },
    { id: 'exp', label: 'The Experience', kind: 'link', href: '/experience' },
  ],
}

const product = (slug: string, name: string, group: keyof ProductsByGroup) => ({
  id: slug,
  slug,
  name,
  tagline: `${name} tagline`,
  description: '',
  icon: 'Factory',
  group,
  brand_color: 'blue-600' as const,
  featured: false,
})
const products: ProductsByGroup = {
  manufacturing: [product('beas-manufacturing', 'Beas Manufacturing', 'manufacturing')],
  wholesale: [product('produmex-wms', 'Produmex WMS', 'wholesale')],
  ecommerce: [],
  productivity: [],
  integrations: [product('magma', 'Magma', 'integrations')],
}

const renderHeader = () =>
  render(
    <MemoryRouter>
      <SiteHeader navigation={navigation} products={products} />
    </MemoryRouter>,
  )

const trigger = (name: string) => screen.getByRole('button', { name })
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!

afterEach(() => vi.useRealTimers())

describe('mega menu: pointer', () => {
  it('opens on hover and closes 300 ms after the pointer leaves', () => {
    vi.useFakeTimers()
    renderHeader()
    const button = trigger('SAP Business One')
    const item = button.closest('li')!
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(button)).not.toBeVisible()

    fireEvent.mouseEnter(item)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panelOf(button)).toBeVisible()
    expect(within(panelOf(button)).getByText('SAP Business One: 80,000+ businesses trust us')).toBeVisible()

    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(MENU_CLOSE_DELAY_MS).toBe(300)
  })

  it('stays open when the pointer comes back within the delay', () => {
    vi.useFakeTimers()
    renderHeader()
    const button = trigger('SAP Business One')
    const item = button.closest('li')!
    fireEvent.mouseEnter(item)
    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(200))
    fireEvent.mouseEnter(item)
    act(() => vi.advanceTimersByTime(1000))
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows one menu at a time', () => {
    renderHeader()
    fireEvent.mouseEnter(trigger('SAP Business One').closest('li')!)
    fireEvent.mouseEnter(trigger('SAP B1 Extensions').closest('li')!)
    expect(trigger('SAP Business One')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('SAP B1 Extensions')).toHaveAttribute('aria-expanded', 'true')
  })

  it('lists the extensions by group with name and tagline, linking to their pages', () => {
    renderHeader()
    fireEvent.mouseEnter(trigger('SAP B1 Extensions').closest('li')!)
    const panel = panelOf(trigger('SAP B1 Extensions'))
    for (const group of ['Manufacturing', 'Wholesale Distribution', 'Integrations'])
      expect(within(panel).getByText(group)).toBeInTheDocument()
    expect(within(panel).queryByText('E-commerce')).not.toBeInTheDocument()
    const link = within(panel).getByRole('link', { name: /Produmex WMS/ })
    expect(link).toHaveAttribute('href', '/products/produmex-wms')
    expect(link).toHaveTextContent('Produmex WMS tagline')
  })
})

describe('mega menu: keyboard', () => {
  it('toggles with Enter and Space, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = trigger('SAP Business One')
    expect(panelOf(button)).toBeInTheDocument()
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens with ArrowDown, moves through links with the arrows and closes with Escape back on the trigger', async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = trigger('SAP Business One')
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Why SAP Business One' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('link', { name: 'Why SAP Business One' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes with Escape on the trigger and moves between top-level items with Left and Right', async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = trigger('SAP Business One')
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowRight}')
    expect(trigger('SAP B1 Extensions')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'The Experience' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(button).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('link', { name: 'The Experience' })).toHaveFocus()
  })
})

describe('mobile menu', () => {
  it('holds every mega menu as an accordion with all its links, operable by keyboard', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const mobile = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(mobile).not.toBeVisible()

    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(mobile).toBeVisible()
    const sap = within(mobile).getByRole('button', { name: 'SAP Business One' })
    expect(sap).toHaveFocus()
    expect(sap).toHaveAttribute('aria-expanded', 'false')
    expect(within(mobile).getByText('Why SAP Business One')).not.toBeVisible()

    await user.keyboard('{Enter}')
    expect(sap).toHaveAttribute('aria-expanded', 'true')
    expect(within(mobile).getByRole('link', { name: 'Why SAP Business One' })).toBeVisible()

    const extensions = within(mobile).getByRole('button', { name: 'SAP B1 Extensions' })
    await user.click(extensions)
    expect(sap).toHaveAttribute('aria-expanded', 'false')
    const hrefs = within(mobile)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/products',
        '/products/beas-manufacturing',
        '/products/produmex-wms',
        '/products/magma',
      ]),
    )

    // Escape closes the open section (focus back on its button), then the menu (focus back on the toggle).
    within(mobile).getByRole('link', { name: 'Magma' }).focus()
    await user.keyboard('{Escape}')
    expect(extensions).toHaveAttribute('aria-expanded', 'false')
    expect(extensions).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(mobile).not.toBeVisible()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })
})

describe('navbar', () => {
  it('changes style once the page scrolls past 20 px', () => {
    renderHeader()
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 20, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 21, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')
  })
})
