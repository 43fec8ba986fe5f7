import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import type { Post } from '../shared/payload-types'
import { withHardBreaks } from './hard-breaks'

export type RichText = Post['content']

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined
const getEditorConfig = (config: SanitizedConfig) => (editorConfig ??= editorConfigFactory.default({ config }))

/** Plain text or Markdown → Lexical, keeping single line breaks as line breaks. */
export async function textToRichText(text: string, config: SanitizedConfig): Promise<RichText> {
  const markdown = withHardBreaks(text)
  return convertMarkdownToLexical({ editorConfig: await getEditorConfig(config), markdown }) as unknown as RichText
}

/** Lexical → Markdown, for posts whose body was written in the admin's rich-text editor. */
export async function richTextToText(data: RichText, config: SanitizedConfig): Promise<string> {
  const markdown = convertLexicalToMarkdown({ data: data as never, editorConfig: await getEditorConfig(config) })
  // The Markdown hard-break marker (two trailing spaces) means nothing to a reader of the plain text.
  return markdown.replace(/ {2}\n/g, '\n')
}

/**
 * Lexical → HTML; link URLs are sanitised and text escaped by Payload's converters. Loaded on first
 * use: importing the HTML converters beside the main package at start-up never settles under
 * NODE_ENV=production (exit code 13).
 */
export async function richTextToHtml(data: RichText | null | undefined): Promise<string> {
  if (!data?.root) return ''
  const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html')
  return convertLexicalToHTML({ data: data as never, disableContainer: true })
}
