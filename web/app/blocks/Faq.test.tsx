import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Accordion, toggleOpen } from './ui/Accordion'

const items = [
  { id: 'a', question: 'First?', answer: 'One.' },
  { id: 'b', question: 'Second?', answer: 'Two.' },
]

describe('FAQ accordion', () => {
  it('keeps one answer open at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    const first = screen.getByRole('button', { name: 'First?' })
    const second = screen.getByRole('button', { name: 'Second?' })
    expect(screen.getByText('One.')).not.toBeVisible()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('One.')).toBeVisible()

    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('One.')).not.toBeVisible()
    expect(screen.getByText('Two.')).toBeVisible()

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
  })

  it('toggles by id', () => {
    expect(toggleOpen(null, 'a')).toBe('a')
    expect(toggleOpen('a', 'a')).toBeNull()
    expect(toggleOpen('a', 'b')).toBe('b')
  })
})
