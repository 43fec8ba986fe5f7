import type { EnquiryFormBlock } from '@shared/payload-types'
import type { PageBlock } from '~/blocks/BlockRenderer'

/** The id of a campaign page's form: where its call to action and a post without JavaScript land. */
export const campaignFormAnchor = (form: Pick<EnquiryFormBlock, 'id'>) => `enquiry-${form.id ?? 'form'}`

const leavesPage = (href: string | null | undefined) => href === '/contact' || href?.startsWith('/contact?') === true

/**
 * A focused campaign page keeps one goal in the first screen: the page's first enquiry form moves
 * beside the hero, the hero keeps one call to action, and buttons that would send the visitor to
 * /contact point at that form instead. Pages without a hero or a form are left as they are.
 */
export function campaignBlocks(blocks: readonly PageBlock[]): { blocks: PageBlock[]; form: EnquiryFormBlock | null } {
  const form = blocks.find((block): block is EnquiryFormBlock & PageBlock => block.blockType === 'enquiry-form')
  if (!form || !blocks.some((block) => block.blockType === 'hero')) return { blocks: [...blocks], form: null }
  const anchor = `#${campaignFormAnchor(form)}`
  const toForm = <L extends { href?: string | null } | null | undefined>(link: L): L =>
    link && leavesPage(link.href) ? { ...link, href: anchor } : link
  let heroSeen = false
  const rest = blocks.flatMap((block): PageBlock[] => {
    if (block === form) return []
    if (block.blockType === 'hero' && !heroSeen) {
      heroSeen = true
      return [
        {
          ...block,
          primary_cta: toForm(block.primary_cta),
          secondary_cta: undefined,
          call_button: false,
        },
      ]
    }
    if (block.blockType === 'cta-banner') {
      return [{ ...block, primary_cta: toForm(block.primary_cta), secondary_cta: toForm(block.secondary_cta) }]
    }
    return [block]
  })
  return { blocks: rest, form }
}
