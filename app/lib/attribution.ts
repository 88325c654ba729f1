/**
 * Which page brought a contact request (docs/decisions/017): the first page of the
 * visit, the page before the contact page, the host of the external page that linked here,
 * and the landing URL's utm_source/utm_medium/utm_campaign.
 *
 * Held in this module's memory only, for as long as the page runs: it survives client-side
 * navigation and is gone on reload or in a new tab. Nothing is written to or read from the
 * visitor's device (no cookie, no local or session storage; § 25 TDDDG). A full page load
 * starts from what the browser tells every page anyway: its address and `document.referrer`.
 * The reading pages run no script of their own (docs/decisions/027): a page loaded from one of
 * ours takes that page, with its query (our Referrer-Policy sends our own referrers in full),
 * as the first known page of the visit and its UTM values as the visit's; where the visitor came
 * from before it cannot be known and is left empty.
 *
 * The root layout records each page the visitor sees; the contact form sends the fields. The
 * module is in every page's JavaScript, so it stays tiny and imports only `paths.ts`; the
 * server checks every value again (app/lib/contact-schema.ts) and drops what is not clean.
 */
import { normalisePath } from './paths.ts'

/** Names of the fields in the request body (snake_case, like the form's own fields). */
export const ATTRIBUTION_FIELDS = [
  'landing_path',
  'previous_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]

/** What the form sends: only the fields that are known (none at all before any page was recorded). */
export type AttributionBody = Partial<Record<AttributionField, string>>

/** What the server stores: every field, null when unknown or not clean. */
export type Attribution = Record<AttributionField, string | null>

export const NO_ATTRIBUTION: Attribution = {
  landing_path: null,
  previous_path: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const

/** How the page was opened: its address and the referrer the browser gave it. */
export type PageLoad = { href: string; referrer: string }

/**
 * One visit's attribution, from one full page load. `record(path)` is called with every page
 * shown; `body()` is what the contact form sends.
 */
export function createAttributionStore({ href, referrer }: PageLoad) {
  const here = new URL(href)
  let referrerHost: string | undefined
  /** The page this load came from, when it is one of ours (a reading page, Apply Now). */
  let cameFrom: URL | undefined
  try {
    const from = new URL(referrer)
    if (from.origin === here.origin) cameFrom = from
    else if (from.hostname) referrerHost = from.hostname
  } catch {
    // No referrer (typed address, bookmark, a link with rel="noreferrer"): nothing to keep.
  }
  // UTM parameters describe how the visit began: on the first known page's address.
  const params = new URLSearchParams((cameFrom ?? here).search)
  const utm = Object.fromEntries(UTM.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])))
  let landing = cameFrom && normalisePath(cameFrom.pathname)
  let previous = landing
  let current: string | undefined

  return {
    /** The visitor now sees the page at `pathname` (a repeated path, e.g. a hash link, changes nothing). */
    record(pathname: string) {
      const path = normalisePath(pathname)
      if (path === current) return
      if (current !== undefined) previous = current
      current = path
      if (landing === undefined) landing = path
    },
    /** The fields for the request, sent from the current page (the contact page). */
    body(): AttributionBody {
      if (current === undefined) return {}
      return {
        ...(landing !== undefined ? { landing_path: landing } : {}),
        ...(previous !== undefined ? { previous_path: previous } : {}),
        ...(referrerHost !== undefined ? { referrer_host: referrerHost } : {}),
        ...utm,
      }
    },
  }
}

/** This page's store; null while prerendering (there is no visit at build time). */
export const attribution =
  typeof document === 'undefined'
    ? null
    : createAttributionStore({ href: window.location.href, referrer: document.referrer })
