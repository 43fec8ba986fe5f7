import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { FormEvent } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { focusFirstInvalid, useFields } from './use-fields'

describe('useFields', () => {
  it('clears a field’s error as soon as the field changes, leaving the others', () => {
    const { result } = renderHook(() => useFields({ topic: '', email: '' }))
    act(() => result.current.setErrors({ topic: 'Please select a topic', email: 'Email required' }))
    act(() => result.current.set('topic', 'Support'))
    expect(result.current.errors).toEqual({ email: 'Email required' })
  })
})

function Form({ onSend = async () => undefined }: { onSend?: (values: object) => Promise<unknown> }) {
  const { values, setErrors, bind, formRef } = useFields({ first: '', second: '', agree: false })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = {
      ...(values.first ? {} : { first: 'First required' }),
      ...(values.second ? {} : { second: 'Second required' }),
    }
    setErrors(errors)
    if (Object.keys(errors).length) return focusFirstInvalid(event.currentTarget)
    void onSend(values)
  }
  return (
    <form ref={formRef} onSubmit={onSubmit}>
      {(['first', 'second'] as const).map((name) => {
        const field = bind(name)
        return (
          <label key={name}>
            {name}
            <input
              name={name}
              value={field.value}
              onChange={field.onChange}
              aria-invalid={field.error ? true : undefined}
            />
          </label>
        )
      })}
      <input type="checkbox" name="agree" aria-label="agree" checked={values.agree} onChange={() => undefined} />
      <button type="submit">Send</button>
    </form>
  )
}

describe('focusFirstInvalid', () => {
  it('moves focus to the first field in error after a failed submit', async () => {
    render(<Form />)
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'filled' } })
    screen.getByRole('button', { name: 'Send' }).focus()
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(screen.getByLabelText('second')).toHaveFocus()
  })
})

describe('a server-rendered form', () => {
  it('keeps what the visitor typed and ticked before it hydrated, and sends it', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form />)
    document.body.append(container)
    ;(container.querySelector('[name=first]') as HTMLInputElement).value = 'typed early'
    ;(container.querySelector('[name=second]') as HTMLInputElement).value = 'also early'
    ;(container.querySelector('[name=agree]') as HTMLInputElement).checked = true
    const onSend = vi.fn(async () => undefined)
    await act(async () => void hydrateRoot(container, <Form onSend={onSend} />))
    await act(async () => void fireEvent.submit(container.querySelector('form')!))
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ first: 'typed early', second: 'also early', agree: true }),
    )
    expect(container.querySelector('[aria-invalid]')).toBeNull()
    expect((container.querySelector('[name=first]') as HTMLInputElement).value).toBe('typed early')
    container.remove()
  })
})
