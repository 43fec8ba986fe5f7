import { describe, expect, it } from 'vitest'

import { applyMarkdown } from './markdown'

describe('applyMarkdown', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const edit = applyMarkdown('a big claim', 2, 5, 'bold')
    expect(edit.text).toBe('a **big** claim')
    expect(edit.text.slice(edit.start, edit.end)).toBe('big')
  })

  it('inserts a placeholder to type over when nothing is selected', () => {
    const edit = applyMarkdown('ab', 1, 1, 'italic')
    expect(edit.text).toBe('a_italic text_b')
    expect(edit.text.slice(edit.start, edit.end)).toBe('italic text')
  })

  it('makes a link of the selection and selects the URL to replace', () => {
    const edit = applyMarkdown('see the guide', 8, 13, 'link')
    expect(edit.text).toBe('see the [guide](https://)')
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://')
  })

  it('prefixes every selected line for lists, once', () => {
    const text = 'Intro\nOne\nTwo'
    const edit = applyMarkdown(text, 7, text.length, 'list')
    expect(edit.text).toBe('Intro\n- One\n- Two')
    expect(applyMarkdown(edit.text, edit.start, edit.end, 'list').text).toBe('Intro\n- One\n- Two')
  })

  it('turns the current line into a heading or a quote', () => {
    expect(applyMarkdown('Title\nBody', 2, 2, 'heading').text).toBe('## Title\nBody')
    expect(applyMarkdown('Title\nBody', 8, 8, 'quote').text).toBe('Title\n> Body')
  })
})
