import { ATTRIBUTION_LINE } from '../content/contact-emails.ts'
import type { Attribution } from '../lib/attribution.ts'
import { normalisePath } from '../lib/paths.ts'
import { redirectTarget } from '../lib/redirects.ts'

/** The line's wording: the release's (app/emails/email-content.ts) in e-mails, the code's in the desk and the CLI. */
type AttributionCopy = { readonly [Key in 'arrow' | 'earlier' | 'direct' | 'unknown' | 'utm']: string } & {
  readonly pages: Readonly<Record<string, string>>
}

/** The contact page: the form is only there, so it is always the last step. */
const CONTACT_PATH = '/contact'

/**
 * A page's name for the notification: a fixed page by its German name, a guide or the hub by
 * the name the build wrote (`names`), a legacy German path like the page it leads to, any
 * other path as it is.
 */
export function pageName(
  path: string,
  names: Readonly<Record<string, string>>,
  copy: Pick<AttributionCopy, 'pages'> = ATTRIBUTION_LINE,
): string {
  const clean = normalisePath(path)
  const named = (candidate: string | undefined) =>
    candidate === undefined ? undefined : (copy.pages[candidate] ?? names[candidate])
  return named(clean) ?? named(redirectTarget(clean)) ?? clean
}

/**
 * The value of the notification's "Gekommen über" line (docs/decisions/017), e.g.
 * 'www.google.com → Wahlkampfkosten-Ratgeber → Kontakt (Kampagnenlink: source=newsletter)':
 * the referring host, the first page of the visit ('…' when the visit began before the page
 * that sent the form was loaded), the page before the contact page, the contact page, and the
 * landing address's UTM values. Every value passed the schema (plain paths, a hostname, one
 * line of text), and the template escapes it.
 */
export function attributionLine(
  attribution: Attribution | undefined,
  names: Readonly<Record<string, string>>,
  copy: AttributionCopy = ATTRIBUTION_LINE,
): string {
  const a = attribution
  if (!a || Object.values(a).every((value) => value === null)) return copy.unknown
  const steps: string[] = []
  if (a.referrer_host) steps.push(a.referrer_host)
  if (a.landing_path) steps.push(pageName(a.landing_path, names, copy))
  else if (a.previous_path) steps.push(copy.earlier)
  if (a.previous_path && a.previous_path !== a.landing_path) steps.push(pageName(a.previous_path, names, copy))
  const contact = pageName(CONTACT_PATH, names, copy)
  steps.push(contact)
  // The same page twice in a row (the contact page that was also the first) is one step.
  const path = steps.filter((step, index) => step !== steps[index - 1])
  const utm = (['utm_source', 'utm_medium', 'utm_campaign'] as const)
    .filter((key) => a[key])
    .map((key) => `${key.slice(4)}=${a[key]}`)
  const direct = path.length === 1 && path[0] === contact && a.landing_path !== null && utm.length === 0
  return [
    path.join(copy.arrow),
    ...(direct ? [copy.direct] : []),
    ...(utm.length > 0 ? [`(${copy.utm}: ${utm.join(', ')})`] : []),
  ].join(' ')
}
