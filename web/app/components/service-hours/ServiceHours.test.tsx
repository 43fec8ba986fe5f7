import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { BundleCards } from './BundleCards'
import { ADVICE, NO_SAVINGS_YET, SLIDER_NOTE } from './calculator-advice'
import { HoursCalculator } from './HoursCalculator'
import { TermToggle } from './TermToggle'

function renderPage() {
  return render(
    <MemoryRouter>
      <TermToggle />
      <BundleCards />
      <HoursCalculator />
    </MemoryRouter>,
  )
}

const card = (name: string) => screen.getByRole('listitem', { name: `${name} bundle` })
const toggles = () => screen.getAllByRole('group', { name: 'Term length' })

describe('service-hours pricing blocks', () => {
  it('defaults to 24 months and 50 hours', () => {
    renderPage()
    for (const group of toggles()) expect(within(group).getByRole('radio', { name: '24 months' })).toBeChecked()
    expect(screen.getByRole('spinbutton')).toHaveValue(50)
    expect(screen.getByRole('slider')).toHaveValue('50')
    const growth = card('Growth')
    expect(growth).toHaveTextContent('Most popular')
    expect(growth).toHaveTextContent('£138.00')
    expect(growth).toHaveTextContent('£6,900')
    expect(growth).toHaveTextContent('£288/mo')
    expect(growth).toHaveTextContent('£600 (8%)')
  })

  it('shares one term between the two toggles', async () => {
    const user = userEvent.setup()
    renderPage()
    const [pricingToggle, calculatorToggle] = toggles()
    await user.click(within(calculatorToggle).getByRole('radio', { name: '36 months' }))
    expect(within(pricingToggle).getByRole('radio', { name: '36 months' })).toBeChecked()
    expect(card('Enterprise')).toHaveTextContent('£683/mo')
    await user.click(within(pricingToggle).getByRole('radio', { name: '12 months' }))
    expect(within(calculatorToggle).getByRole('radio', { name: '12 months' })).toBeChecked()
    expect(screen.getByText('Your estimate over 12 months')).toBeInTheDocument()
  })

  it('shares the term between separately rendered blocks (islands), and starts again on the next page', async () => {
    const user = userEvent.setup()
    const toggle = render(<TermToggle />)
    const cards = render(
      <MemoryRouter>
        <BundleCards />
      </MemoryRouter>,
    )
    await user.click(within(toggle.container).getByRole('radio', { name: '36 months' }))
    expect(card('Enterprise')).toHaveTextContent('£683/mo')
    toggle.unmount()
    cards.unmount()
    renderPage()
    for (const group of toggles()) expect(within(group).getByRole('radio', { name: '24 months' })).toBeChecked()
  })

  it('binds the slider and the number box and shows 120 hours over 12 months', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(within(toggles()[0]).getByRole('radio', { name: '12 months' }))
    const box = screen.getByRole('spinbutton')
    await user.clear(box)
    await user.type(box, '120')
    expect(screen.getByRole('slider')).toHaveValue('120')
    const results = screen.getByText('Your estimate over 12 months').parentElement!
    expect(results).toHaveTextContent('£1,500')
    expect(results).toHaveTextContent('£1,320')
    expect(results).toHaveTextContent('£180 (12%)')
    expect(results).toHaveTextContent(
      '120 hours: Subscription at £1,320 a month is cheapest; Enterprise starts at 200 hours',
    )
    expect(results).not.toHaveTextContent('£2,050')

    fireEvent.change(screen.getByRole('slider'), { target: { value: '25' } })
    expect(box).toHaveValue(25)
    expect(results).not.toHaveTextContent('£0 (0%)')
    expect(results).toHaveTextContent(NO_SAVINGS_YET)
    expect(results).toHaveTextContent('25 hours: the Starter bundle at £313 a month is cheapest')
  })

  it('keeps the slider and number limits of the spec and takes a typed number as is', async () => {
    const user = userEvent.setup()
    renderPage()
    const slider = screen.getByRole('slider')
    expect(slider).toHaveAttribute('min', '5')
    expect(slider).toHaveAttribute('max', '200')
    expect(slider).toHaveAttribute('step', '5')
    expect(slider).toHaveAccessibleDescription(SLIDER_NOTE)
    const box = screen.getByRole('spinbutton')
    expect(box).toHaveAttribute('min', '1')
    expect(box).toHaveAttribute('max', '1000')
    expect(box).toHaveAttribute('step', '1')
    await user.clear(box)
    await user.type(box, '1000')
    expect(box).toHaveValue(1000)
    expect(screen.getByText('Your estimate over 24 months').parentElement).toHaveTextContent('£5,125')
  })

  it('gives every bundle card its own call to action for the selected term, and never advertises zero savings', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(within(toggles()[0]).getByRole('radio', { name: '36 months' }))
    const growth = within(card('Growth')).getByRole('link', { name: /Choose Growth/ })
    expect(growth).toHaveAttribute('href', '/contact?topic=SAP%20Business%20One&hours=50&term=36#contact-form')
    expect(within(card('Enterprise')).getByRole('link', { name: /Choose Enterprise/ })).toHaveAttribute(
      'href',
      '/contact?topic=SAP%20Business%20One&hours=200&term=36#contact-form',
    )
    expect(card('Starter')).not.toHaveTextContent('£0 (0%)')
    expect(card('Starter')).toHaveTextContent(NO_SAVINGS_YET)
  })

  it('says what to do at 0 hours and above the largest bundle, without clamping the typed number', async () => {
    const user = userEvent.setup()
    renderPage()
    const box = screen.getByRole('spinbutton')
    const advice = screen.getByTestId('calculator-advice')
    await user.clear(box)
    await user.type(box, '0')
    expect(advice).toHaveTextContent(ADVICE.enterHours)
    expect(advice).not.toHaveTextContent('Starter')

    await user.clear(box)
    await user.type(box, '1000')
    expect(box).toHaveValue(1000)
    expect(advice).toHaveTextContent(
      '1,000 hours: Subscription at £5,125 a month is cheapest, every hour at our best rate',
    )
    expect(screen.getByRole('link', { name: 'Send this estimate' })).toHaveAttribute(
      'href',
      '/contact?topic=SAP%20Business%20One&hours=1000&term=24#contact-form',
    )

    await user.clear(box)
    await user.type(box, '1500')
    expect(box).toHaveValue(1500)
    expect(advice).toHaveTextContent(`1,500 hours are ${ADVICE.beyondRange}`)
    expect(screen.getByRole('link', { name: 'Talk to us about a custom plan' })).toBeInTheDocument()
  })

  it('sends the estimate to the contact form with hours and term', async () => {
    renderPage()
    const hours = screen.getByRole('spinbutton')
    await userEvent.clear(hours)
    await userEvent.type(hours, '120')
    await userEvent.click(within(toggles()[0]).getByRole('radio', { name: /12/ }))
    expect(screen.getByRole('link', { name: 'Send this estimate' }).getAttribute('href')).toBe(
      '/contact?topic=SAP%20Business%20One&hours=120&term=12#contact-form',
    )
    await userEvent.clear(hours)
    expect(screen.queryByRole('link', { name: 'Send this estimate' })).toBeNull()
  })
})
