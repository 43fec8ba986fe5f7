import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { RichText, type JSXConverterArgs, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import { richTextLinkHref, type RichTextLinkFields } from './rich-text-links'
import { SmartLink } from './SmartLink'

type EditorState = ComponentProps<typeof RichText>['data']

// Our links instead of Payload's plain <a>: internal addresses come from the linked document,
// in-site links navigate without a reload, other sites open in a new tab, and a link with no safe
// address (a `javascript:` URL, an unpublished page) leaves its words unlinked.
const link = ({ node, nodesToJSX }: JSXConverterArgs<SerializedLinkNode | SerializedAutoLinkNode>) => {
  const fields = node.fields as RichTextLinkFields
  const href = richTextLinkHref(fields)
  const children = nodesToJSX({ nodes: node.children })
  if (!href) return <>{children}</>
  return (
    <SmartLink href={href} newTab={fields.newTab === true}>
      {children}
    </SmartLink>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link,
  autolink: link,
  // Payload's list item writes `value` on every <li>, which HTML allows only inside <ol>; the
  // numbering follows the order anyway. Checklists keep Payload's converter.
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    if ('listType' in parent && parent.listType === 'check') {
      const fallback = defaultConverters.listitem
      return typeof fallback === 'function' ? fallback(args) : null
    }
    const nested = node.children.some((child) => child.type === 'list')
    return (
      <li className={nested ? 'nestedListItem' : undefined} style={nested ? { listStyleType: 'none' } : undefined}>
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
  // The page's hero holds its one <h1>; a heading in the text starts one level down.
  heading: ({ node, nodesToJSX }) => {
    const Tag = node.tag === 'h1' ? 'h2' : node.tag
    return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
  },
})

/** Renders Lexical JSON from the CMS with Payload's maintained converters (no editor code). */
export function LexicalContent({ root }: { root: { children?: unknown[] } | null | undefined }) {
  if (!root) return null
  return <RichText data={{ root } as unknown as EditorState} converters={converters} disableContainer />
}
