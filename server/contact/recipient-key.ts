/**
 * The address the confirmation caps count (docs/decisions/012): one mailbox, however its address is
 * spelled. `Anna.Lena+x@GoogleMail.com` and `annalena@gmail.com` reach the same person, so
 * they share the per-recipient cap; the per-domain cap counts `recipient_domain`.
 */

/** Providers that deliver `a.b@…` to `ab@…`, with the domain they are one mailbox at. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

export type RecipientKey = {
  /** Lower case, `+tag` removed, dots removed where the provider ignores them. */
  key: string
  /** The (canonical) domain, lower case. */
  domain: string
}

export function recipientKey(address: string): RecipientKey {
  const at = address.lastIndexOf('@')
  const rawDomain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
  let local = address.slice(0, Math.max(0, at)).trim().toLowerCase()
  // Sub-addressing (RFC 5233): everything from the first + is the same mailbox's tag.
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const domain = DOTLESS_DOMAINS[rawDomain] ?? rawDomain
  if (DOTLESS_DOMAINS[rawDomain]) local = local.replace(/\./g, '')
  return { key: `${local}@${domain}`, domain }
}
