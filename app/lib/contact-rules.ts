/**
 * The contact form's rules without zod (docs/performance.md, "Where the interactive pages' script goes"): what the page's script needs to check and
 * send a request – names, limits, the per-field checks with the messages of app/content/contact.ts, the body it sends.
 * app/lib/contact-schema.ts builds the server's zod schemas from the same limits and patterns;
 * contact-rules.test.ts proves that `validateContactForm` and those schemas give every form the
 * same answer, message for message. The form post without JavaScript uses this function too.
 */
import { type CampaignType, CONTACT } from '../content/contact.ts'
import type { AttributionBody } from './attribution.ts'

const V = CONTACT.form.validation

/** The endpoint the form posts to (same origin; ARCHITECTURE "Contract points"). */
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

/**
 * The query parameter of Apply Now's link and the form field of an application's job: the same as
 * in app/lib/job-application.ts (contact-rules.test.ts checks), written here so that the contact
 * page does not load a chunk it shares with the careers page for two words.
 */
export const JOB_PARAM = 'stelle'
export const JOB_FIELD = 'job'

/** The values of campaign_type, in display order. */
export const CAMPAIGN_TYPES = ['local', 'state', 'federal', 'european', 'mayor', 'other'] as const satisfies readonly [
  CampaignType,
  ...CampaignType[],
]

/** Minimum lengths. */
export const CONTACT_MIN = { name: 2, phone: 5, message: 10 } as const

/**
 * Maximum lengths (the SPEC names none). Chosen so that every valid request, even written
 * entirely in 3-byte characters and JSON-escaped, stays below CONTACT_MAX_BODY_BYTES
 * (checked by a property test in contact-schema.test.ts).
 */
export const CONTACT_MAX = { name: 120, email: 254, phone: 40, organization: 200, message: 4000 } as const

/**
 * Characters that must never reach an email header or a log line: C0/C1 control
 * characters (CR and LF among them), Unicode line and paragraph separators, and the bidi
 * overrides that can make a name display as something else.
 */
export const ONE_LINE = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u
/** The message may contain line breaks and tabs, nothing else of the above. */
export const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069])*$/u

/** zod's `z.email()` pattern ("practical email validation"), so both sides accept the same addresses. */
export const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * A job's slug as Apply Now carries it (`?stelle=`, the file name under content/jobs/). Only its
 * shape is checked: the server names the job from the release it serves (docs/decisions/035).
 */
export const JOB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const JOB_MAX = 80

export const tooLong = (max: number) => V.tooLong.replace('{max}', String(max))

/** Only an API client that sends a number or an object where text belongs ever sees this. */
export const NOT_TEXT = 'Must be text'

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

/**
 * A validated request's content: trimmed strings, prefer_phone always present. A consultation
 * has a campaign type; an application (docs/decisions/035) has `job` and no campaign type.
 */
export type ContactRequest = {
  name: string
  email: string
  phone?: string | undefined
  organization?: string | undefined
  campaign_type?: CampaignType
  job?: string
  message: string
  prefer_phone: boolean
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

/** Whether a body or the form's values are an application: they carry a `job` (JSON, form post, or the form). */
export const isApplication = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'job' in body && (body as { job: unknown }).job !== undefined

type Check = (value: string) => string | undefined

/** Lengths in characters (code points), as zod measures them: an emoji is one, not two. */
const length = (value: string) => [...value].length

/** A text field's checks in the schema's order (trimmed first): the first that fails gives the message. */
function text(max: number, { min = 0, message = NOT_TEXT, multiLine = false } = {}, extra?: Check) {
  return (raw: unknown): [string, string | undefined] => {
    if (typeof raw !== 'string') return ['', message]
    const value = raw.trim()
    if (length(value) < min) return [value, message]
    if (length(value) > max) return [value, tooLong(max)]
    if (!(multiLine ? MULTI_LINE : ONE_LINE).test(value)) return [value, V.invalidCharacters]
    return [value, extra?.(value)]
  }
}

const RULES: Record<string, (raw: unknown) => [unknown, string | undefined]> = {
  name: text(CONTACT_MAX.name, { min: CONTACT_MIN.name, message: V.name }),
  email: (raw) => {
    if (typeof raw !== 'string') return ['', V.email]
    const value = raw.trim()
    if (length(value) > CONTACT_MAX.email) return [value, tooLong(CONTACT_MAX.email)]
    return [value, EMAIL.test(value) ? undefined : V.email]
  },
  phone: text(CONTACT_MAX.phone, { message: V.phone }, (value) =>
    value === '' || value.length >= CONTACT_MIN.phone ? undefined : V.phone,
  ),
  organization: text(CONTACT_MAX.organization),
  campaign_type: (raw) => [raw, (CAMPAIGN_TYPES as readonly unknown[]).includes(raw) ? undefined : V.campaign_type],
  message: text(CONTACT_MAX.message, { min: CONTACT_MIN.message, message: V.message, multiLine: true }),
  prefer_phone: (raw) => [raw, typeof raw === 'boolean' ? undefined : NOT_TEXT],
  agree_privacy: (raw) => [raw, raw === true ? undefined : V.agree_privacy],
  job: (raw) => [raw, typeof raw === 'string' && length(raw) <= JOB_MAX && JOB_SLUG.test(raw) ? undefined : V.job],
}

/** Fields that may be left out: the optional ones, and those an application form does not have. */
const OPTIONAL = new Set(['phone', 'organization', 'prefer_phone'])

/**
 * The form's values checked as the server checks them (the script and the form post without
 * JavaScript alike, docs/decisions/031): the valid output (trimmed, prefer_phone present), or
 * the first message of each invalid field. A consultation has a campaign type, an application
 * (one with `job`) has none; a field the form does not have is refused by name.
 */
export function validateContactForm(values: Record<string, unknown>): {
  data?: ContactFormOutput
  errors: Record<string, string>
} {
  const application = isApplication(values)
  const expected = FORM_FIELD_ORDER.filter((name) => !(application && name === 'campaign_type'))
  const names: string[] = application ? [...expected, 'job'] : expected
  const data: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const name of names) {
    const raw = values[name]
    if (raw === undefined && OPTIONAL.has(name)) {
      if (name === 'prefer_phone') data[name] = false
      continue
    }
    const [value, message] = RULES[name]!(raw)
    if (message) errors[name] = message
    else data[name] = value
  }
  const unknown = Object.keys(values).filter((name) => !names.includes(name) && values[name] !== undefined)
  if (unknown.length > 0) errors[''] = `Unrecognized keys: ${unknown.join(', ')}`
  if (Object.keys(errors).length > 0) return { errors }
  return { data: data as ContactFormOutput, errors }
}

/**
 * The content the form sends: phone and organization only when given, prefer_phone
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
  /** An application's job (docs/decisions/035). */
  job?: string
  message: string
  prefer_phone: boolean
}

/** The whole body: content, then where the visit came from (app/lib/attribution.ts). */
export type ContactRequestBody = ContactContentBody & AttributionBody
