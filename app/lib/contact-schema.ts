/**
 * The contact request (SPEC 3, 5, 7): one zod schema for the form and for the server, so
 * both accept and refuse exactly the same input with exactly the same messages.
 *
 * Built on `zod/mini`, the tree-shakable build of zod, because this module ships to the
 * browser with the contact page (a few KB instead of the full library).
 */
import * as z from 'zod/mini'

import { type CampaignType, CONTACT } from '../content/contact.ts'
import type { Attribution, AttributionBody, AttributionField } from './attribution.ts'

const V = CONTACT.form.validation

/** SPEC 7: the endpoint the form posts to (same origin; ARCHITECTURE "Contract points"). */
export const CONTACT_ENDPOINT = '/functions/v1/send-contact-email'

/** Header carrying one UUID per filled form, so a repeated submit never creates a second request. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * Header carrying how many milliseconds ago the form was first shown (spam guard: people
 * need a few seconds, scripts do not). A duration rather than a wall-clock time, so a
 * visitor whose computer clock is off is never mistaken for a bot (docs/decisions/008).
 */
export const FILL_TIME_HEADER = 'X-Form-Fill-Ms'

/** Spam trap: a field people never see. Sent only when something filled it in. */
export const HONEYPOT_FIELD = 'website'

/**
 * The spam trap's `name` in the form (posted as such without JavaScript): nothing browser
 * autofill or a password manager recognises (not "website", "url", "name", "email" …), so
 * they never fill it for a person.
 */
export const FORM_TRAP_FIELD = 'contact-hp-c7'

/** The hidden field the server fills with a signed token when it serves the form (docs/decisions/031). */
export const FORM_TOKEN_FIELD = 'form_token'
/** Its id: the server finds the field by it (server/contact/form-pages.ts). */
export const FORM_TOKEN_ID = 'contact-form-token'

/** SPEC 3 values of campaign_type, in display order. */
export const CAMPAIGN_TYPES = ['local', 'state', 'federal', 'european', 'mayor', 'other'] as const satisfies readonly [
  CampaignType,
  ...CampaignType[],
]

/** SPEC 5 minimum lengths. */
export const CONTACT_MIN = { name: 2, phone: 5, message: 10 } as const

/**
 * Maximum lengths (the SPEC names none). Chosen so that every valid request, even written
 * entirely in 3-byte characters and JSON-escaped, stays below CONTACT_MAX_BODY_BYTES
 * (checked by a property test in contact-schema.test.ts).
 */
export const CONTACT_MAX = { name: 120, email: 254, phone: 40, organization: 200, message: 4000 } as const

/** Request bodies above this are refused with 413 before they are parsed. */
export const CONTACT_MAX_BODY_BYTES = 16 * 1024

/**
 * Characters that must never reach an email header or a log line: C0/C1 control
 * characters (CR and LF among them), Unicode line and paragraph separators, and the bidi
 * overrides that can make a name display as something else.
 */
const ONE_LINE = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u
/** The message may contain line breaks and tabs, nothing else of the above. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069])*$/u

const tooLong = (max: number) => V.tooLong.replace('{max}', String(max))

/** Only an API client that sends a number or an object where text belongs ever sees this. */
const NOT_TEXT = 'Must be text'

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
  /** Optional: empty is fine, otherwise at least 5 characters (SPEC 5). */
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

/**
 * A job's slug as Apply Now carries it (`?stelle=`, the file name under content/jobs/). The
 * schema checks its shape only: the server names the job from the release it serves
 * (docs/decisions/035), so a job published after this bundle was built is still accepted.
 */
const JOB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const { campaign_type: _campaignType, ...applicationFields } = fields
const applicationContent = {
  ...applicationFields,
  job: z.string({ error: V.job }).check(z.maxLength(80, V.job), z.regex(JOB_SLUG, V.job)),
}

/** The request's content (SPEC 3, 7), without where it came from. */
const ContactContentSchema = z.strictObject(fields)
/** An application (issue 37): no campaign type, the job instead. */
const ApplicationContentSchema = z.strictObject(applicationContent)

/**
 * The request body of SPEC 7 as the server accepts it: the form's fields and the optional
 * attribution fields (docs/decisions/017), unknown ones refused. phone and organization may be
 * missing or empty (both mean "not given").
 */
export const ContactRequestSchema = z.extend(ContactContentSchema, attributionFields)
/** The body of an application: `job` in place of `campaign_type`. */
export const ApplicationRequestSchema = z.extend(ApplicationContentSchema, attributionFields)

/** The form adds the privacy checkbox, which is required but never sent (SPEC 3). */
export const ContactFormSchema = z.strictObject({
  ...fields,
  agree_privacy: z.literal(true, { error: V.agree_privacy }),
})
/** The application form: the same checkbox, with the applicants' consent text. */
export const ApplicationFormSchema = z.strictObject({
  ...applicationContent,
  agree_privacy: z.literal(true, { error: V.agree_privacy }),
})

/** Whether a body or the form's values are an application: they carry a `job` (JSON, form post, or the form). */
export const isApplication = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'job' in body && (body as { job: unknown }).job !== undefined

/** The schema a body is checked with: an application's when it names a job, else the consultation's. */
export const requestSchemaFor = (body: unknown) =>
  isApplication(body) ? ApplicationRequestSchema : ContactRequestSchema
/** The same for the form's values. */
export const formSchemaFor = (values: unknown) => (isApplication(values) ? ApplicationFormSchema : ContactFormSchema)

/**
 * A validated request's content: trimmed strings, prefer_phone always present. A consultation
 * has a campaign type; an application (issue 37) has `job` and no campaign type.
 */
export type ContactRequest = Omit<z.output<typeof ContactContentSchema>, 'campaign_type'> & {
  campaign_type?: CampaignType
  job?: string
}

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

/** What the form holds while the visitor types (nothing chosen yet is ''). */
export type ContactFormValues = {
  name: string
  email: string
  phone: string
  organization: string
  campaign_type: CampaignType | ''
  /** Only in an application form: the job's slug (a hidden field). */
  job?: string
  message: string
  prefer_phone: boolean
  agree_privacy: boolean
}

export type ContactFormOutput = ContactRequest & { agree_privacy: true }

/** The fields of the form in page order: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'organization',
  'campaign_type',
  'message',
  'prefer_phone',
  'agree_privacy',
] as const satisfies readonly (keyof ContactFormValues)[]

/**
 * The content the form sends (SPEC 7): phone and organization only when given, prefer_phone
 * always, agree_privacy never. Keys in SPEC order; the form adds the attribution fields after them.
 */
export function toRequestBody(values: ContactRequest | ContactFormOutput): ContactContentBody {
  return {
    name: values.name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.organization ? { organization: values.organization } : {}),
    ...(values.job === undefined ? { campaign_type: values.campaign_type } : { job: values.job }),
    message: values.message,
    prefer_phone: values.prefer_phone,
  }
}

export type ContactContentBody = {
  name: string
  email: string
  phone?: string
  organization?: string
  /** A consultation's; an application has none. */
  campaign_type?: CampaignType
  /** An application's job (issue 37). */
  job?: string
  message: string
  prefer_phone: boolean
}

/** The whole body: content, then where the visit came from (app/lib/attribution.ts). */
export type ContactRequestBody = ContactContentBody & AttributionBody

/** Display label of a campaign type value (SPEC 5), e.g. 'mayor' → 'Mayoral Election'. */
export function campaignTypeLabel(value: CampaignType): string {
  return CONTACT.form.campaignTypeOptions.find((option) => option.value === value)?.label ?? value
}
