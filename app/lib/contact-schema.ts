/**
 * The contact request (SPEC 3, 5, 7): one zod schema for the form and for the server, so
 * both accept and refuse exactly the same input with exactly the same messages.
 *
 * Built on `zod/mini`, the tree-shakable build of zod, because this module ships to the
 * browser with the contact page (a few KB instead of the full library).
 */
import * as z from 'zod/mini'
import { type CampaignType, CONTACT } from '../content/contact.ts'

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
 * The request body of SPEC 7, as the server accepts it: exactly these fields, unknown
 * ones refused. phone and organization may be missing or empty (both mean "not given").
 */
export const ContactRequestSchema = z.strictObject(fields)

/** The form adds the privacy checkbox, which is required but never sent (SPEC 3). */
export const ContactFormSchema = z.strictObject({
  ...fields,
  agree_privacy: z.literal(true, { error: V.agree_privacy }),
})

/** A validated request: trimmed strings, prefer_phone always present. */
export type ContactRequest = z.output<typeof ContactRequestSchema>

/** What the form holds while the visitor types (nothing chosen yet is ''). */
export type ContactFormValues = {
  name: string
  email: string
  phone: string
  organization: string
  campaign_type: CampaignType | ''
  message: string
  prefer_phone: boolean
  agree_privacy: boolean
}

export type ContactFormOutput = z.output<typeof ContactFormSchema>

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
 * The body the form sends (SPEC 7): phone and organization only when given, prefer_phone
 * always, agree_privacy never. Keys in SPEC order.
 */
export function toRequestBody(values: ContactRequest | ContactFormOutput): ContactRequestBody {
  return {
    name: values.name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.organization ? { organization: values.organization } : {}),
    campaign_type: values.campaign_type,
    message: values.message,
    prefer_phone: values.prefer_phone,
  }
}

export type ContactRequestBody = {
  name: string
  email: string
  phone?: string
  organization?: string
  campaign_type: CampaignType
  message: string
  prefer_phone: boolean
}

/** Display label of a campaign type value (SPEC 5), e.g. 'mayor' → 'Mayoral Election'. */
export function campaignTypeLabel(value: CampaignType): string {
  return CONTACT.form.campaignTypeOptions.find((option) => option.value === value)?.label ?? value
}
