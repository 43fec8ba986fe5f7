import { describe, expect, it } from 'vitest'

import { withHardBreaks, withoutNodeState } from './hard-breaks'

describe('withHardBreaks', () => {
  it('marks a single line break inside a paragraph', () => {
    expect(withHardBreaks('one\ntwo')).toBe('one  \ntwo')
  })

  it('leaves paragraph breaks, headings and list items alone', () => {
    expect(withHardBreaks('## Title\nText\n\n- a\n- b')).toBe('## Title\nText\n\n- a\n- b')
  })

  it('normalises Windows line endings', () => {
    expect(withHardBreaks('one\r\ntwo')).toBe('one  \ntwo')
  })

  it('keeps indentation of the following line', () => {
    expect(withHardBreaks('a\n    b')).toBe('a  \n    b')
  })
})

describe('withoutNodeState', () => {
  it("drops Lexical's `$` node state at every depth and keeps the rest", () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'a' },
            { type: 'linebreak', $: { mdHardLineBreak: '  ' } },
          ],
        },
      ],
    }
    expect(withoutNodeState(root)).toEqual({
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', text: 'a' }, { type: 'linebreak' }] }],
    })
  })
})
