import { ATTRIBUTION_LINE as COPY } from '../content/contact-emails.ts'
import type { Attribution } from '../lib/attribution.ts'
import { normalisePath } from '../lib/paths.ts'
import { redirectTarget } from '../lib/redirects.ts'

/** The contact page: the form is only there, so it is always the last step. */
const CONTACT_PATH = '/contact'

/**
 * A page's name for the notification: a fixed page by its German name, a guide or the hub by
 * the name the build wrote (`names`), a legacy German path like the page it leads to, any
 * other path as it is.
 */
export function pageName(path: string, names: Readonly<Record<string, string>>): string {
  const clean = normalisePath(path)
  const named = (candidate: string | undefined) =>
    candidate === undefined ? undefined : (COPY.pages[candidate] ?? names[candidate])
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
export function attributionLine(attribution: Attribution | undefined, names: Readonly<Record<string, string>>): string {
  const a = attribution
  if (!a || Object.values(a).every((value) => value === null)) return COPY.unknown
  const steps: string[] = []
  if (a.referrer_host) steps.push(a.referrer_host)
  if (a.landing_path) steps.push(pageName(a.landing_path, names))
  else if (a.previous_path) steps.push(COPY.earlier)
  if (a.previous_path && a.previous_path !== a.landing_path) steps.push(pageName(a.previous_path, names))
  const contact = pageName(CONTACT_PATH, names)
  steps.push(contact)
  // The same page twice in a row (the contact page that was also the first) is one step.
  const path = steps.filter((step, index) => step !== steps[index - 1])
  const utm = (['utm_source', 'utm_medium', 'utm_campaign'] as const)
    .filter((key) => a[key])
    .map((key) => `${key.slice(4)}=${a[key]}`)
  const direct = path.length === 1 && path[0] === contact && a.landing_path !== null && utm.length === 0
  return [
    path.join(COPY.arrow),
    ...(direct ? [COPY.direct] : []),
    ...(utm.length > 0 ? [`(${COPY.utm}: ${utm.join(', ')})`] : []),
  ].join(' ')
}
