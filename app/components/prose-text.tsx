import type { ReactNode } from 'react'

import { ExternalLink } from './external-link.tsx'

/**
 * One run of copy from app/content with three things picked out:
 * - e-mail addresses, as mailto: links;
 * - international phone numbers (`+49 30 …`), as tel: links;
 * - `https://` addresses with a host (the privacy policy's links to the networks' agreements),
 *   as links to a new tab. Only the German legal texts hold any, so the hint is German.
 */
const TOKEN =
  /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+\d{1,3}(?: \d+)+(?:-\d+)?)|(https:\/\/[\w-]+(?:\.[\w-]+)+(?:\/[\w/.-]*[\w/])?)/g

const LINK = 'font-medium text-brand underline underline-offset-2 hover:text-brand-dark'

export function ProseText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    const [token, email, phone, url] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    const key = match.index
    if (email) {
      parts.push(
        <a key={key} href={`mailto:${email}`} className={LINK}>
          {email}
        </a>,
      )
    } else if (url) {
      parts.push(
        <ExternalLink key={key} href={url} newTabHint=" (öffnet in neuem Tab)" className={`${LINK} break-all`}>
          {url}
        </ExternalLink>,
      )
    } else if (phone) {
      parts.push(
        <a key={key} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${LINK} whitespace-nowrap`}>
          {phone}
        </a>,
      )
    }
    last = match.index + token.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
