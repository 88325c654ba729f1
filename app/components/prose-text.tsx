import type { ReactNode } from 'react'

/**
 * One run of copy from app/content with three things picked out:
 * - `[…]` placeholders the operator must replace before going live (content modules mark them so);
 *   they are shown as they are, highlighted, so nobody can miss one on the page;
 * - e-mail addresses, as mailto: links;
 * - international phone numbers (`+49 30 …`), as tel: links.
 */
const TOKEN = /(\[[^\]]+\])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+\d{1,3}(?: \d+)+(?:-\d+)?)/g

const LINK = 'font-medium text-brand underline underline-offset-2 hover:text-brand-dark'

export function ProseText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    const [token, placeholder, email, phone] = match
    if (match.index > last) parts.push(text.slice(last, match.index))
    const key = match.index
    if (placeholder) {
      parts.push(
        <mark key={key} data-placeholder="" className="rounded bg-amber-100 px-1 text-ink ring-1 ring-amber-400">
          {placeholder}
        </mark>,
      )
    } else if (email) {
      parts.push(
        <a key={key} href={`mailto:${email}`} className={LINK}>
          {email}
        </a>,
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
