/**
 * The contact request as the server checks a JSON body: zod schemas built from the
 * limits, patterns and messages of app/lib/contact-rules.ts, which the form's script uses without
 * zod (docs/performance.md); contact-rules.test.ts proves both give every form the same answer.
 *
 * Built on `zod/mini`, the tree-shakable build of zod. The browser never loads this module.
 */
import * as z from 'zod/mini'

import { type CampaignType, CONTACT } from '../content/contact.ts'
import type { Attribution, AttributionField } from './attribution.ts'
import {
  CAMPAIGN_TYPES,
  CONTACT_MAX,
  CONTACT_MIN,
  type ContactRequest,
  isApplication,
  JOB_MAX,
  JOB_SLUG,
  MULTI_LINE,
  NOT_TEXT,
  ONE_LINE,
  tooLong,
} from './contact-rules.ts'

export * from './contact-rules.ts'

const V = CONTACT.form.validation

/** Request bodies above this are refused with 413 before they are parsed. */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024

function text(max: number, { min = 0, message = NOT_TEXT, multiLine = false } = {}) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, tooLong(max)),
      z.regex(multiLine ? MULTI_LINE : ONE_LINE, V.invalidCharacters),
    )
}

const fields = {
  name: text(CONTACT_MAX.name, { min: CONTACT_MIN.name, message: V.name }),
  email: z.pipe(
    z.string({ error: V.email }).check(z.trim(), z.maxLength(CONTACT_MAX.email, tooLong(CONTACT_MAX.email))),
    z.email({ error: V.email }),
  ),
  /** Optional: empty is fine, otherwise at least 5 characters. */
  phone: z.optional(
    text(CONTACT_MAX.phone, { message: V.phone }).check(
      z.refine((value: string) => value === '' || value.length >= CONTACT_MIN.phone, V.phone),
    ),
  ),
  organization: z.optional(text(CONTACT_MAX.organization)),
  campaign_type: z.enum(CAMPAIGN_TYPES, { error: V.campaign_type }),
  message: text(CONTACT_MAX.message, { min: CONTACT_MIN.message, message: V.message, multiLine: true }),
  prefer_phone: z._default(z.boolean(), false),
}

/**
 * Longest attribution values kept (docs/decisions/017). Our own paths are far shorter; a
 * hostname has at most 253 characters (RFC 1035); UTM values are short labels.
 */
export const ATTRIBUTION_MAX = { path: 200, host: 253, utm: 100 } as const

/**
 * A plain path of this site as `location.pathname` gives it: starts with one `/` (not `//`,
 * which a browser reads as another host), then only the characters RFC 3986 allows in a path,
 * non-ASCII percent-encoded. No scheme, host, query, fragment, backslash, space or control character.
 */
const PLAIN_PATH = /^\/(?!\/)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/
/** A DNS hostname (RFC 1123 labels), lower case; what `URL.hostname` gives for http(s) referrers. */
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/
/** A UTM value: one line of printable text (no control, format, private-use or unpaired surrogate characters). */
const UTM_TEXT = /^[^\p{C}\u2028\u2029]+$/u

const cleanPath = (value: string) => (value.length <= ATTRIBUTION_MAX.path && PLAIN_PATH.test(value) ? value : null)
const cleanHost = (value: string) => {
  const host = value.toLowerCase()
  return host.length <= ATTRIBUTION_MAX.host && HOSTNAME.test(host) ? host : null
}
const cleanUtm = (value: string) => {
  const text = value.trim()
  return text.length <= ATTRIBUTION_MAX.utm && UTM_TEXT.test(text) ? text : null
}

/**
 * An attribution field: optional, and never a reason to refuse a request. Whatever is not a
 * clean value of its kind – another type, too long, a URL instead of a path – becomes null.
 */
const attributionField = (clean: (value: string) => string | null) =>
  z.optional(z.catch(z.pipe(z.string(), z.transform(clean)), null))

const attributionFields = {
  landing_path: attributionField(cleanPath),
  previous_path: attributionField(cleanPath),
  referrer_host: attributionField(cleanHost),
  utm_source: attributionField(cleanUtm),
  utm_medium: attributionField(cleanUtm),
  utm_campaign: attributionField(cleanUtm),
} satisfies Record<AttributionField, unknown>

const { campaign_type: _campaignType, ...applicationFields } = fields
const applicationContent = {
  ...applicationFields,
  job: z.string({ error: V.job }).check(z.maxLength(JOB_MAX, V.job), z.regex(JOB_SLUG, V.job)),
}

/** The request's content, without where it came from. */
const ContactContentSchema = z.strictObject(fields)
/** An application (docs/decisions/035): no campaign type, the job instead. */
const ApplicationContentSchema = z.strictObject(applicationContent)

/**
 * The request body as the server accepts it: the form's fields and the optional
 * attribution fields (docs/decisions/017), unknown ones refused. phone and organization may be
 * missing or empty (both mean "not given").
 */
export const ContactRequestSchema = z.extend(ContactContentSchema, attributionFields)
/** The body of an application: `job` in place of `campaign_type`. */
export const ApplicationRequestSchema = z.extend(ApplicationContentSchema, attributionFields)

/** The form adds the privacy checkbox, which is required but never sent. */
export const ContactFormSchema = z.strictObject({
  ...fields,
  agree_privacy: z.literal(true, { error: V.agree_privacy }),
})
/** The application form: the same checkbox, with the applicants' consent text. */
export const ApplicationFormSchema = z.strictObject({
  ...applicationContent,
  agree_privacy: z.literal(true, { error: V.agree_privacy }),
})

/** The schema a body is checked with: an application's when it names a job, else the consultation's. */
export const requestSchemaFor = (body: unknown) =>
  isApplication(body) ? ApplicationRequestSchema : ContactRequestSchema
/** The same for the form's values. */
export const formSchemaFor = (values: unknown) => (isApplication(values) ? ApplicationFormSchema : ContactFormSchema)

/** The validated content as the schema gives it: the same shape as ContactRequest (contact-rules.ts). */
export type ContactContent = Omit<z.output<typeof ContactContentSchema>, 'campaign_type'>
const _sameShape: ContactRequest = {} as ContactContent

/** A validated body: the content and the attribution fields that were sent (each clean or null). */
export type ContactSubmission = ContactRequest & Partial<Attribution>

/** Splits a validated body into the request's content and its attribution (missing fields: null). */
export function splitSubmission(data: ContactSubmission): { request: ContactRequest; attribution: Attribution } {
  const {
    landing_path = null,
    previous_path = null,
    referrer_host = null,
    utm_source = null,
    utm_medium = null,
    utm_campaign = null,
    ...request
  } = data
  return { request, attribution: { landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign } }
}

/** Display label of a campaign type value, e.g. 'mayor' → 'Mayoral Election'. */
export function campaignTypeLabel(value: CampaignType): string {
  return CONTACT.form.campaignTypeOptions.find((option) => option.value === value)?.label ?? value
}
