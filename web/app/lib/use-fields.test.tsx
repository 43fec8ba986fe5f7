import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useFields } from './use-fields'
import { useFormSubmit } from './use-form-submit'

describe('useFields', () => {
  it('clears a field’s error as soon as the field changes, leaving the others', () => {
    const { result } = renderHook(() => useFields({ topic: '', email: '' }))
    act(() => result.current.setErrors({ topic: 'Please select a topic', email: 'Email required' }))
    act(() => result.current.set('topic', 'Support'))
    expect(result.current.errors).toEqual({ email: 'Email required' })
  })
})

function Form() {
  const { values, setErrors, bind } = useFields({ first: '', second: '' })
  const { onSubmit } = useFormSubmit({
    values,
    setErrors,
    validate: (v) => ({
      ...(v.first ? {} : { first: 'First required' }),
      ...(v.second ? {} : { second: 'Second required' }),
    }),
    send: async () => undefined,
  })
  return (
    <form onSubmit={onSubmit}>
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
      <button type="submit">Send</button>
    </form>
  )
}

describe('useFormSubmit', () => {
  it('moves focus to the first field in error after a failed submit', async () => {
    render(<Form />)
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'filled' } })
    screen.getByRole('button', { name: 'Send' }).focus()
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(screen.getByLabelText('second')).toHaveFocus()
  })
})
