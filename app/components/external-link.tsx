import type { ComponentProps } from 'react'

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Screen-reader hint after the link text, in the page's language. */
  newTabHint?: string
}

/** A link to another site: always a new tab, never leaking the opener or the referrer. */
export function ExternalLink({ children, newTabHint = ' (opens in a new tab)', ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{newTabHint}</span>
    </a>
  )
}
