import { Fragment, type ReactNode } from 'react'

import { SmartLink } from './SmartLink'

/** The parts of a serialised Lexical node this site renders. */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: 'bullet' | 'number' | 'check'
  fields?: { url?: string; newTab?: boolean; linkType?: string }
  url?: string
}

// Lexical's text format bit flags.
const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16

function renderText(node: LexicalNode, key: number): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0
  let content: ReactNode = node.text ?? ''
  if (format & CODE) content = <code>{content}</code>
  if (format & BOLD) content = <strong>{content}</strong>
  if (format & ITALIC) content = <em>{content}</em>
  if (format & UNDERLINE) content = <u>{content}</u>
  if (format & STRIKETHROUGH) content = <s>{content}</s>
  return <Fragment key={key}>{content}</Fragment>
}

const renderChildren = (nodes: LexicalNode[] | undefined) => nodes?.map(renderNode)

function renderNode(node: LexicalNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{renderChildren(node.children)}</p>
    case 'heading': {
      const Tag = (['h2', 'h3', 'h4'].includes(node.tag ?? '') ? node.tag : 'h2') as 'h2' | 'h3' | 'h4'
      return <Tag key={key}>{renderChildren(node.children)}</Tag>
    }
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul'
      return <Tag key={key}>{renderChildren(node.children)}</Tag>
    }
    case 'listitem':
      return <li key={key}>{renderChildren(node.children)}</li>
    case 'quote':
      return <blockquote key={key}>{renderChildren(node.children)}</blockquote>
    case 'horizontalrule':
      return <hr key={key} />
    case 'link':
    case 'autolink': {
      const href = node.fields?.url ?? node.url ?? '#'
      return (
        <SmartLink key={key} href={href}>
          {renderChildren(node.children)}
        </SmartLink>
      )
    }
    default:
      return node.children ? <Fragment key={key}>{renderChildren(node.children)}</Fragment> : null
  }
}

/**
 * Renders Lexical JSON from the CMS. A few lines of our own instead of
 * @payloadcms/richtext-lexical/react, whose converters pull server-side Payload code into the bundle.
 */
export function LexicalContent({ root }: { root: { children?: unknown[] } | null | undefined }) {
  return <>{renderChildren(root?.children as LexicalNode[] | undefined)}</>
}
