/** A line that starts a Markdown block of its own (heading, list item, quote, rule, fence). */
const BLOCK_START = /^\s{0,3}(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|---\s*$|\*\*\*\s*$)/
const HEADING = /^\s{0,3}#{1,6}\s/

/**
 * Markdown joins adjacent lines into one paragraph; people typing plain text mean a line break.
 * Marks those breaks as Markdown hard breaks (two trailing spaces) so the rich text keeps them.
 */
export function withHardBreaks(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  return lines
    .map((line, i) => {
      const next = lines[i + 1]
      const joinsNext =
        next !== undefined && line.trim() !== '' && next.trim() !== '' && !HEADING.test(line) && !BLOCK_START.test(next)
      return joinsNext && !line.endsWith('  ') ? `${line.trimEnd()}  ` : line
    })
    .join('\n')
}

type LexicalNode = { children?: LexicalNode[]; $?: unknown; [key: string]: unknown }

/**
 * Lexical's Markdown import notes the source of each hard break in node state (`"$": { mdHardLineBreak }`).
 * A `$` key is not a storable field name on every MongoDB server (FerretDB refuses it), and nothing
 * reads it back, so the state is left out of stored rich text.
 */
export function withoutNodeState<T extends LexicalNode>(node: T): T {
  const { $: _state, children, ...rest } = node
  return (children ? { ...rest, children: children.map(withoutNodeState) } : rest) as T
}
