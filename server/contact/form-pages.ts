import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { requestReference } from '../../app/emails/email-layout.tsx'
import { CONTACT_OUTCOME_PATHS, type OutcomeLang } from '../../app/lib/contact-outcome-paths.ts'
import { FORM_TOKEN_ID, FORM_TRAP_FIELD } from '../../app/lib/contact-schema.ts'
import { applicationPagePath } from '../../app/lib/job-application.ts'
import { pageCsp } from '../csp.ts'
import type { StaticFile, StaticSite } from '../static-files.ts'

/**
 * The pages a contact post without JavaScript is answered with (docs/decisions/031), made
 * from the prerendered files at serve time: the form with its signed token, the form again
 * with the values and messages of a failed check, and the outcome pages.
 */

export const CONTACT_PAGE = '/contact'
/** The reference shown by the prerendered confirmation page until the server puts the real one in. */
export const REFERENCE_PLACEHOLDER = 'XXXXXXXX'
const REFERENCE = /^[0-9A-F]{8}$/

const TOKEN_SLOT = new RegExp(`(<input[^>]*\\bid="${FORM_TOKEN_ID}"[^>]*?\\bvalue=")(")`)
const HELD_SCRIPTS = /<template id="after-first-paint">[\s\S]*?<\/template>/

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** German when the browser asks for German before English, else English (the form's own language). */
export function outcomeLang(acceptLanguage: string | undefined): OutcomeLang {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return { tag, q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = tags.find((entry) => entry.tag.startsWith('de') || entry.tag.startsWith('en'))
  return first?.tag.startsWith('de') ? 'de' : 'en'
}

/** Where a stored post goes (303): the confirmation page with the request's reference (Vorgangsnummer). */
export function sentLocation(id: string, lang: OutcomeLang): string {
  return `${CONTACT_OUTCOME_PATHS.sent[lang]}?nr=${requestReference(id)}`
}

/**
 * The prerendered page that answers `/contact?stelle=<job>`: the job's application form when the
 * release has one for it (docs/decisions/035), else the consultation form – an unknown or closed
 * job gets the normal form, as the page then says nothing about a job.
 */
export function contactPagePath(site: StaticSite, job: string | null | undefined): string {
  const path = job && /^[a-z0-9-]{1,80}$/.test(job) ? applicationPagePath(job) : undefined
  return path && site.files.has(path) ? path : CONTACT_PAGE
}

/** A page's HTML without the scripts it loads after the first paint: a document that never hydrates. */
export function withoutScripts(html: string): string {
  return html.replace(HELD_SCRIPTS, '')
}

/** The contact page's HTML with a fresh token in its hidden field. */
export function withToken(html: string, token: string): string {
  if (!TOKEN_SLOT.test(html)) throw new Error(`the contact page has no #${FORM_TOKEN_ID} field to fill`)
  return html.replace(TOKEN_SLOT, (_, before: string, after: string) => `${before}${escapeHtml(token)}${after}`)
}

/** The confirmation page showing the reference of `?nr=` when it is one; the placeholder becomes a dash otherwise. */
export function withReference(html: string, reference: string | undefined): string {
  const shown = reference && REFERENCE.test(reference) ? reference : '–'
  return html.replaceAll(REFERENCE_PLACEHOLDER, shown)
}

export type FormValues = Record<string, string | boolean>

/** The opening tag of the control with this id. */
const tagOf = (id: string) => new RegExp(`<(?:input|select|textarea)[^>]*\\bid="${id}"[^>]*>`)

/** The ids a control's aria-describedby names in the page, if any. */
function describedBy(html: string, id: string): string | undefined {
  return /\saria-describedby="([^"]*)"/.exec(tagOf(id).exec(html)?.[0] ?? '')?.[1]
}

/** Adds attributes to the opening tag of the element with this id. */
function addToTag(html: string, id: string, attributes: string): string {
  return html.replace(
    new RegExp(`<(input|select|textarea)([^>]*\\bid="${id}")([^>]*?)(/?)>`),
    `<$1$2$3 ${attributes}$4>`,
  )
}

/**
 * The contact page again after a failed check: every value kept, each message in the
 * paragraph beside its field (the one the script fills), the first invalid field focused –
 * and no script, so the page answers exactly as it looks (a document, like the reading pages).
 */
export function fieldErrorPage(
  html: string,
  values: FormValues,
  errors: Record<string, string>,
  token: string,
  fieldOrder: readonly string[],
): string {
  let page = withToken(html.replace(HELD_SCRIPTS, ''), token)
  const firstInvalid = fieldOrder.find((name) => errors[name])
  for (const [name, value] of Object.entries(values)) {
    const id = name === FORM_TRAP_FIELD ? name : `contact-${name}`
    // A control already described by a hint (the application form's message) keeps it, after the message.
    const hint = errors[name] ? describedBy(page, id) : undefined
    if (hint) page = page.replace(tagOf(id), (tag) => tag.replace(/\saria-describedby="[^"]*"/, ''))
    const invalid = errors[name]
      ? ` aria-invalid="true" aria-describedby="contact-${name}-error${hint ? ` ${hint}` : ''}"${name === firstInvalid ? ' autofocus=""' : ''}`
      : ''
    if (typeof value === 'boolean') {
      page = addToTag(page, id, `${value ? 'checked=""' : ''}${invalid}`.trim())
    } else if (name === 'message') {
      page = addToTag(page, id, invalid.trim()).replace(
        new RegExp(`(<textarea[^>]*\\bid="${id}"[^>]*>)</textarea>`),
        (_, open: string) => `${open}${escapeHtml(value)}</textarea>`,
      )
    } else if (name === 'campaign_type') {
      page = addToTag(page, id, invalid.trim()).replace(
        new RegExp(`(<select[^>]*\\bid="${id}"[\\s\\S]*?)(<option value="${escapeHtml(value)}")`),
        (_, before: string, option: string) => `${before}${option} selected=""`,
      )
    } else {
      page = addToTag(page, id, `value="${escapeHtml(value)}"${invalid}`)
    }
  }
  for (const [name, message] of Object.entries(errors)) {
    page = page.replace(
      new RegExp(`(<p id="contact-${name}-error"[^>]*class=")([^"]*)("[^>]*>)</p>`),
      (_, before: string, classes: string, after: string) =>
        `${before}${classes} mt-1.5${after}${escapeHtml(message)}</p>`,
    )
  }
  return page
}

/**
 * A page made at serve time: compressed as the client accepts, with the page's CSP. Kept by the
 * browser only (`private`) and revalidated on every load (`no-cache`); back and forward still
 * show the copy they had, so a form sent again from there carries its first token and stores once.
 */
export function pageResponse(
  request: Request,
  html: string,
  file: StaticFile,
  { status = 200, https = false, headers = {} }: { status?: number; https?: boolean; headers?: Record<string, string> },
): Response {
  const accepted = (request.headers.get('accept-encoding') ?? '').toLowerCase()
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  const raw = Buffer.from(html, 'utf8')
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : encoding === 'gzip'
        ? gzipSync(raw)
        : raw
  const response = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': pageCsp(file.scriptHashes ?? [], { https }),
    'Content-Length': String(body.byteLength),
    ...headers,
  })
  if (encoding) response.set('Content-Encoding', encoding)
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status,
    headers: response,
  })
}

/** The prerendered HTML of a page, as text. */
export function pageHtml(site: StaticSite, path: string): { html: string; file: StaticFile } | undefined {
  const file = site.files.get(path)
  return file ? { html: Buffer.from(file.body).toString('utf8'), file } : undefined
}
