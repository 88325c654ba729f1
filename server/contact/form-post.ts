import type { Context } from 'hono'

import { CONTACT_OUTCOME_PATHS, type OutcomeLang } from '../../app/lib/contact-outcome-paths.ts'
import {
  FORM_FIELD_ORDER,
  FORM_TOKEN_FIELD,
  FORM_TRAP_FIELD,
  HONEYPOT_FIELD,
  requestSchemaFor,
  splitSubmission,
  toRequestBody,
  validateContactForm,
} from '../../app/lib/contact-schema.ts'
import { JOB_FIELD } from '../../app/lib/job-application.ts'
import { viaHttps } from '../client-address.ts'
import type { StaticSite } from '../static-files.ts'
import { type ApiEnv, type ContactDeps, spamReason } from './contact-route.ts'
import { contactPagePath, fieldErrorPage, outcomeLang, pageHtml, pageResponse, sentLocation } from './form-pages.ts'
import { formIdempotencyKey, type FormTokens } from './form-token.ts'
import { storeRequest } from './store-request.ts'

/** What the post without JavaScript needs besides the JSON path's dependencies. */
export type FormPostDeps = {
  tokens: FormTokens
  /** The prerendered pages now being served (server/live-site.ts). */
  site: () => StaticSite
}

const TEXT_FIELDS = ['name', 'email', 'phone', 'organization', 'campaign_type', 'message'] as const
const CHECKBOXES = ['prefer_phone', 'agree_privacy'] as const

/**
 * The page of a server problem (or a refusal before the form was read: rate limit, full disk,
 * another site's post), in the visitor's language, with the office's phone and e-mail.
 */
export function problemPage(
  c: Context<ApiEnv>,
  deps: ContactDeps,
  form: FormPostDeps,
  status: 403 | 408 | 413 | 429 | 503,
  headers: Record<string, string> = {},
) {
  const lang = outcomeLang(c.req.header('accept-language'))
  const page = pageHtml(form.site(), CONTACT_OUTCOME_PATHS.problem[lang])
  if (!page) return c.text('Your request could not be sent.', status, headers)
  return pageResponse(c.req.raw, page.html, page.file, {
    status,
    https: viaHttps(c, c.req.url, deps.config.trustedProxies),
    headers,
  })
}

/**
 * POST of the form without JavaScript (application/x-www-form-urlencoded), after the checks
 * both paths share (origin, disk, rate limit, size). The same schema and messages as the
 * script; fill time and idempotency key come from the signed token (docs/decisions/031).
 * Answers: 303 to the confirmation, the form again (400) or the problem page (503).
 */
export async function handleFormPost(c: Context<ApiEnv>, deps: ContactDeps, form: FormPostDeps, body: string) {
  const params = new URLSearchParams(body)
  const values: Record<string, string | boolean> = {}
  for (const name of TEXT_FIELDS) values[name] = (params.get(name) ?? '').slice(0, 20_000)
  for (const name of CHECKBOXES) values[name] = params.has(name)
  // An application (docs/decisions/035): the form carries its job in a hidden field and has no campaign type.
  const job = params.get(JOB_FIELD)
  if (job) {
    values[JOB_FIELD] = job.slice(0, 200)
    delete values.campaign_type
  }
  const trap = params.get(FORM_TRAP_FIELD) ?? params.get(HONEYPOT_FIELD) ?? undefined
  const token = form.tokens.check(params.get(FORM_TOKEN_FIELD))

  const { data, errors } = validateContactForm(values)
  if (!data) {
    c.set('logFields', { ...c.get('logFields'), contact: 'refused' })
    deps.metrics?.outcome('refused')
    // The form it came from: the job's application form, or the consultation form.
    const page = pageHtml(form.site(), contactPagePath(form.site(), job))
    if (!page) return problemPage(c, deps, form, 503)
    // A good token is kept (the fill time runs from the first showing); anything else gets a new one.
    const kept =
      token.status === 'valid' || token.status === 'expired' ? params.get(FORM_TOKEN_FIELD)! : form.tokens.issue()
    // The job's field is on that page already, with its value.
    const { [JOB_FIELD]: _job, ...shown } = values
    const html = fieldErrorPage(page.html, { ...shown, [FORM_TRAP_FIELD]: trap ?? '' }, errors, kept, FORM_FIELD_ORDER)
    return pageResponse(c.req.raw, html, page.file, {
      status: 400,
      https: viaHttps(c, c.req.url, deps.config.trustedProxies),
    })
  }

  const content = toRequestBody(data)
  const { request, attribution } = splitSubmission(requestSchemaFor(content).parse(content))
  // The token stands in for the script's headers: its age is the fill time; a missing, forged
  // or expired one is a missing or malformed fill time (quarantine, nothing thrown away).
  const fillTime = token.status === 'valid' ? String(token.fillMs) : token.status === 'forged' ? 'forged' : undefined
  const quarantine = spamReason(trap, fillTime, deps.config.minFillMs)
  const key = token.status === 'valid' || token.status === 'expired' ? formIdempotencyKey(token.key, content) : null

  const lang: OutcomeLang = outcomeLang(c.req.header('accept-language'))
  const outcome = await storeRequest(c, deps, { request, attribution, key, quarantine })
  if (outcome.status === 'error') return problemPage(c, deps, form, 503, { 'Retry-After': '60' })
  // A conflict cannot come from a browser (the key follows the content); it is the request already stored.
  return c.redirect(sentLocation(outcome.id, lang), 303)
}
