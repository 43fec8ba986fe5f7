import type { ReactNode } from 'react'
import { Link } from 'react-router'

export const isExternal = (href: string) => /^(https?:)?\/\//.test(href)

type SmartLinkProps = {
  href: string
  className?: string
  children: ReactNode
  'aria-label'?: string
  /** Open in a new tab even when the link stays on this site (an editor's "open in new tab"). */
  newTab?: boolean
}

/** Internal paths navigate in the app; other sites open in a new tab. */
export function SmartLink({ href, className, children, newTab = false, ...rest }: SmartLinkProps) {
  if (newTab || isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  if (/^(mailto:|tel:)/.test(href)) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} className={className} {...rest}>
      {children}
    </Link>
  )
}

type MaybeLink = { label?: string | null; href?: string | null } | null | undefined
/** A CMS link group is shown only when both label and href are filled in. */
export const hasLink = (link: MaybeLink): link is { label: string; href: string } => Boolean(link?.label && link?.href)
