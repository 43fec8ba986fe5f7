import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  getPayloadPopulateFn,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { PayloadRequest, SanitizedConfig } from 'payload'

import { documentPath, isLinkable } from '../../shared/links'
import type { Post } from '../../shared/payload-types'
import { withHardBreaks, withoutNodeState } from './hard-breaks'

export type RichText = Post['content']

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined
const getEditorConfig = (config: SanitizedConfig) => (editorConfig ??= editorConfigFactory.default({ config }))

/** Plain text or Markdown → Lexical, keeping single line breaks as line breaks. */
export async function textToRichText(text: string, config: SanitizedConfig): Promise<RichText> {
  const markdown = withHardBreaks(text)
  const lexical = convertMarkdownToLexical({ editorConfig: await getEditorConfig(config), markdown })
  return { ...lexical, root: withoutNodeState(lexical.root) } as unknown as RichText
}

/** Lexical → Markdown, for posts whose body was written in the admin's rich-text editor. */
export async function richTextToText(data: RichText, config: SanitizedConfig): Promise<string> {
  const markdown = convertLexicalToMarkdown({ data: data as never, editorConfig: await getEditorConfig(config) })
  // The Markdown hard-break marker (two trailing spaces) means nothing to a reader of the plain text.
  return markdown.replace(/ {2}\n/g, '\n')
}

type HtmlModule = typeof import('@payloadcms/richtext-lexical/html-async')
let htmlModule: Promise<HtmlModule> | undefined

/**
 * The HTML converters, imported once on first use: importing them beside the main package at
 * start-up never settles under NODE_ENV=production (exit code 13).
 */
const htmlConverters = () => (htmlModule ??= import('@payloadcms/richtext-lexical/html-async'))

type LinkDoc = { relationTo?: string; value?: unknown }

/**
 * Where an internal link points on the site: the linked document's address, else the home page.
 * Links to landing pages are no longer offered in the editor, but posts written before keep them.
 */
export function internalHref(relationTo: string | undefined, doc: Record<string, unknown> | null | undefined): string {
  if (relationTo === 'landing-pages' && typeof doc?.slug === 'string') return `/landing/${doc.slug}`
  return (isLinkable(relationTo) && doc && documentPath(relationTo, doc)) || '/'
}

/**
 * Lexical → HTML with Payload's converters: links (internal ones resolved to site paths, `newTab`
 * kept), uploads as images, text escaped and URLs sanitised by Payload. Run once per saved version.
 */
export async function richTextToHtml(data: RichText | null | undefined, req: PayloadRequest): Promise<string> {
  if (!data?.root) return ''
  const { convertLexicalToHTMLAsync, defaultHTMLConvertersAsync, LinkHTMLConverterAsync } = await htmlConverters()
  const populate = await getPayloadPopulateFn({ currentDepth: 0, depth: 1, req })
  const defaultListItem = defaultHTMLConvertersAsync.listitem
  return convertLexicalToHTMLAsync({
    data: data as never,
    disableContainer: true,
    populate,
    converters: {
      ...defaultHTMLConvertersAsync,
      // Payload writes `value` on every <li>, which HTML allows only inside <ol> (the numbering follows
      // the order anyway), and an empty class; checklists keep Payload's converter.
      listitem: async (args) => {
        const { node, nodesToHTML, parent, providedCSSString } = args
        if (('listType' in parent && parent.listType === 'check') || typeof defaultListItem !== 'function') {
          return typeof defaultListItem === 'function' ? defaultListItem(args) : ''
        }
        const nested = node.children.some((child) => child.type === 'list')
        const style = `${nested ? 'list-style-type: none;' : ''}${providedCSSString}`
        const children = (await nodesToHTML({ nodes: node.children })).join('')
        return `<li${nested ? ' class="nestedListItem"' : ''}${style ? ` style="${style}"` : ''}>${children}</li>`
      },
      ...LinkHTMLConverterAsync({
        internalDocToHref: async ({ linkNode, populate: load }) => {
          const { relationTo, value } = (linkNode.fields.doc ?? {}) as LinkDoc
          const doc =
            value && typeof value === 'object'
              ? (value as Record<string, unknown>)
              : relationTo && value !== undefined && load
                ? await load({ collectionSlug: relationTo as never, id: value as number })
                : null
          return internalHref(relationTo, doc)
        },
      }),
    },
  })
}
