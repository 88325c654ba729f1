import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { createFormTokens, FORM_SECRET_FILE, FORM_TOKEN_MAX_AGE_MS } from '../../server/contact/form-token.ts'
import { storedRows } from '../support/contact-rows.ts'
import { E2E_DATA_DIR } from '../support/e2e-data-dir.ts'

/**
 * The form-encoded post of a browser without JavaScript (docs/decisions/031), as raw HTTP:
 * hostile input never gets a 5xx, a resubmitted post stores once, and a missing, forged or
 * expired token stores the request in quarantine as the ADR says.
 */
const ENDPOINT = '/functions/v1/send-contact-email'
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** Tokens signed with the running server's own key (its DATA_DIR), issued at a chosen time. */
function serverTokens() {
  const secret = Buffer.from(readFileSync(join(E2E_DATA_DIR, FORM_SECRET_FILE), 'utf8').trim(), 'base64url')
  return createFormTokens(secret)
}

const uniqueEmail = (tag: string) =>
  `sys-form-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

function body(email: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    name: 'Paul Formular',
    email,
    campaign_type: 'state',
    message: 'A request sent by a browser without JavaScript.',
    agree_privacy: 'on',
    'contact-hp-c7': '',
    ...extra,
  }).toString()
}

const post = (baseURL: string, payload: string, headers: Record<string, string> = FORM) =>
  fetch(new URL(ENDPOINT, baseURL), { method: 'POST', headers, body: payload, redirect: 'manual' })

test('the served form carries a fresh token the server signed', async ({ baseURL }) => {
  const tokens = serverTokens()
  const values = []
  for (let i = 0; i < 2; i += 1) {
    const html = await (await fetch(new URL('/contact', baseURL))).text()
    const value = /name="form_token" value="([^"]+)"/.exec(html)?.[1]
    expect(tokens.check(value)).toMatchObject({ status: 'valid' })
    values.push(value)
  }
  expect(values[0]).not.toBe(values[1])
})

test('a resubmitted post stores once; a corrected one is a new request', async ({ baseURL }) => {
  const email = uniqueEmail('replay')
  const token = serverTokens().issue(Date.now() - 10_000)
  const first = await post(baseURL!, body(email, { form_token: token }))
  expect(first.status).toBe(303)
  const again = await post(baseURL!, body(email, { form_token: token }))
  expect(again.status).toBe(303)
  expect(again.headers.get('location')).toBe(first.headers.get('location'))
  expect(first.headers.get('location')).toMatch(/^\/contact\/sent\?nr=[0-9A-F]{8}$/)
  expect(storedRows(email)).toEqual([expect.objectContaining({ quarantine_reason: null })])

  // Back, a changed message, the same page's token: a second request.
  const corrected = await post(baseURL!, body(email, { form_token: token, message: 'The corrected request text.' }))
  expect(corrected.headers.get('location')).not.toBe(first.headers.get('location'))
  expect(storedRows(email)).toHaveLength(2)
})

test('a token that does not verify: stored in quarantine as the ADR says', async ({ baseURL }) => {
  const tokens = serverTokens()
  const valid = tokens.issue(Date.now() - 10_000)
  const cases = [
    { tag: 'missing', token: undefined, reason: 'fill-time-missing', keyed: false },
    { tag: 'forged', token: `${valid.slice(0, -4)}AAAA`, reason: 'fill-time-malformed', keyed: false },
    { tag: 'garbage', token: 'not-a-token', reason: 'fill-time-malformed', keyed: false },
    {
      tag: 'other-key',
      token: createFormTokens(Buffer.alloc(32, 7)).issue(Date.now() - 10_000),
      reason: 'fill-time-malformed',
      keyed: false,
    },
    { tag: 'future', token: tokens.issue(Date.now() + 5 * 60_000), reason: 'fill-time-malformed', keyed: false },
    {
      tag: 'expired',
      token: tokens.issue(Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000),
      reason: 'fill-time-missing',
      keyed: true,
    },
    { tag: 'too-fast', token: tokens.issue(Date.now()), reason: 'too-fast', keyed: true },
  ]
  for (const { tag, token, reason, keyed } of cases) {
    const email = uniqueEmail(tag)
    const payload = body(email, token === undefined ? {} : { form_token: token })
    expect((await post(baseURL!, payload)).status, tag).toBe(303)
    expect((await post(baseURL!, payload)).status, tag).toBe(303)
    const rows = storedRows(email)
    // Nothing thrown away; a signed key still makes the resubmission one request.
    expect(rows, tag).toHaveLength(keyed ? 1 : 2)
    for (const row of rows) expect(row.quarantine_reason, tag).toBe(reason)
  }
})

test('the spam trap filled in: answered as sent, held in quarantine', async ({ baseURL }) => {
  const email = uniqueEmail('trap')
  const token = serverTokens().issue(Date.now() - 10_000)
  const answer = await post(baseURL!, body(email, { form_token: token, 'contact-hp-c7': 'https://spam.example' }))
  expect(answer.status).toBe(303)
  expect(storedRows(email)).toEqual([expect.objectContaining({ quarantine_reason: 'honeypot' })])
})

test('bad input is never a server error and stores nothing', async ({ baseURL }) => {
  const email = uniqueEmail('bad')
  const bodies = [
    '',
    '=&&==',
    '%ff%fe%00',
    'name=%E0%A4%A&email=%',
    `name=${'x'.repeat(15_000)}`,
    body(email, { name: '\u202Ename', form_token: 'x' }),
    body(email, { email: 'not an address' }),
    body(email, { campaign_type: 'galactic' }),
    body(email, { message: 'short' }),
    `${body(email)}&name=second&name=third&__proto__=1&constructor=2`.replace('agree_privacy=on', ''),
    'name[]=a&email[x]=b',
  ]
  for (const payload of bodies) {
    const answer = await post(baseURL!, payload)
    expect(answer.status, payload.slice(0, 60)).toBeLessThan(500)
    expect([400, 413], payload.slice(0, 60)).toContain(answer.status)
    expect(answer.headers.get('content-type'), payload.slice(0, 60)).toMatch(/^text\/html/)
  }
  const tooLarge = await post(baseURL!, `message=${'y'.repeat(40_000)}`)
  expect(tooLarge.status).toBe(413)
  expect(await tooLarge.text()).toContain('could not be sent')
  expect(storedRows(email)).toEqual([])
})

test('a field error answers with the form: values kept, messages beside their fields, no script', async ({
  baseURL,
}) => {
  const answer = await post(
    baseURL!,
    body(uniqueEmail('page'), {
      name: '<',
      organization: '<b>"Org"</b>',
      message: 'short "quoted"',
      agree_privacy: '',
    }).replace('agree_privacy=&', ''),
  )
  expect(answer.status).toBe(400)
  const html = await answer.text()
  expect(html).toMatch(/id="contact-name"[^>]*value="&lt;"/)
  expect(html).toMatch(/id="contact-organization"[^>]*value="&lt;b&gt;&quot;Org&quot;&lt;\/b&gt;"/)
  expect(html).toContain('short &quot;quoted&quot;</textarea>')
  expect(html).toMatch(/id="contact-name-error"[^>]*>Name must be at least 2 characters long</)
  expect(html).toMatch(
    /id="contact-agree_privacy-error"[^>]*>Please tick the box to consent to the processing of political opinions</,
  )
  expect(html).not.toContain('type="module"')
  expect(html).not.toContain('<template id="after-first-paint"')
  expect(serverTokens().check(/name="form_token" value="([^"]+)"/.exec(html)?.[1]).status).toBe('valid')
})

test('the confirmation page shows only a well-formed reference', async ({ baseURL }) => {
  const shown = async (query: string) =>
    /id="request-reference">([^<]*)</.exec(await (await fetch(new URL(`/contact/sent${query}`, baseURL))).text())?.[1]
  expect(await shown('?nr=0A1B2C3D')).toBe('0A1B2C3D')
  expect(await shown('?nr=%3Cscript%3E')).toBe('–')
  expect(await shown('')).toBe('–')
})
