import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
  ])('escapes a formula-like cell %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Acme, Ltd')).toBe('"Acme, Ltd"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('a\nb')).toBe('"a\nb"')
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell(1320)).toBe('1320')
  })

  it('escapes a formula after a semicolon, which Excel with a ; separator reads as a new cell', () => {
    expect(csvCell('Acme;=1+1')).toBe(`"Acme;'=1+1"`)
    expect(csvCell('a; "=cmd|x"')).toBe(`"a; ""'=cmd|x"""`)
    expect(csvCell('Mon;Tue')).toBe('"Mon;Tue"')
  })

  it('escapes a formula at the start of every line inside a cell, after LF, CR or CRLF', () => {
    expect(csvCell('Hello\n=1+1\n@SUM(1)')).toBe(`"Hello\n'=1+1\n'@SUM(1)"`)
    expect(csvCell('a\r=1\r\n+2\n  -3')).toBe(`"a\r'=1\r\n'+2\n  '-3"`)
    expect(csvCell('=1\n\n"=2')).toBe(`"'=1\n\n""'=2"`)
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })

  it('builds rows with CRLF endings', () => {
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe("a,b\r\n1,'=x\r\n")
  })
})
