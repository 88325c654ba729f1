/**
 * Pages and e-mails from one release (docs/decisions/030): the server composes every
 * e-mail from the `email-content.json` of the release it serves, so when the release link moves
 * to a release with another register number, `/legal` and the next confirmation e-mail both carry
 * the new one – no restart. The real server bundle, a real SMTP sink.
 *
 * The second release is the build with its register number changed in the two places a build
 * with another `content/company.yaml` differs in for this: the legal page (and its compressed
 * copies) and the e-mail content. A second full build would take minutes and test the build,
 * which scripts/content/company-content.test.ts does.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { startSiteServer } from '../../scripts/lib/site-server.ts'
import { EMAIL_CONTENT_FILE } from '../../server/contact/email-content-file.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { until } from '../support/until.ts'

const OLD = 'HRB 000000 B'
const NEW = 'HRB 424242 B'
const NBSP = (text: string) => text.replace(/ /g, '\u00a0')
const LEGAL = 'legal/index.html'

/** A release folder as a publish makes it: the build's client directory and the server's data beside it. */
function release(dir: string, id: string, registerNumber: string) {
  cpSync('build/client', join(dir, id, 'client'), { recursive: true })
  const content = readFileSync(join('build', EMAIL_CONTENT_FILE), 'utf8')
  expect(content, 'the build wrote the register number into the e-mail content').toContain(NBSP(OLD))
  writeFileSync(join(dir, id, EMAIL_CONTENT_FILE), content.replaceAll(NBSP(OLD), NBSP(registerNumber)))
  const legal = join(dir, id, 'client', LEGAL)
  const page = readFileSync(legal, 'utf8')
  expect(page).toContain(OLD)
  const changed = Buffer.from(page.replaceAll(OLD, registerNumber))
  writeFileSync(legal, changed)
  writeFileSync(`${legal}.br`, brotliCompressSync(changed))
  writeFileSync(`${legal}.gz`, gzipSync(changed))
}

/** Points `current` at `id` as a publish does: a new link renamed over the old one. */
function pointCurrent(dir: string, id: string) {
  symlinkSync(id, join(dir, '.next'))
  renameSync(join(dir, '.next'), join(dir, 'current'))
}

test('after the release link moves, /legal and the next confirmation e-mail carry the new register number, without a restart', async () => {
  test.setTimeout(90_000)
  const dir = mkdtempSync(join(tmpdir(), 'release-emails-'))
  const sink = await startSmtpSink()
  release(dir, 'r1', OLD)
  release(dir, 'r2', NEW)
  pointCurrent(dir, 'r1')
  const server = await startSiteServer({ CLIENT_DIR: join(dir, 'current/client'), SMTP_URL: sink.url })
  const legal = async () => (await fetch(`${server.url}/legal`)).text()
  const confirmationOf = async (email: string, count: number) => {
    const response = await fetch(`${server.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-fill-ms': '9000' },
      body: JSON.stringify({ ...VALID_REQUEST, email }),
    })
    expect(response.status).toBe(201)
    const messages = await sink.waitFor(count, 20_000)
    const confirmation = messages.find((message) => message.envelopeTo.includes(email))
    expect(confirmation, `a confirmation to ${email}`).toBeDefined()
    return confirmation!
  }
  try {
    expect(await legal()).toContain(OLD)
    const before = await confirmationOf('erste@example.org', 2)
    expect(before.text).toContain(NBSP(OLD))

    pointCurrent(dir, 'r2')
    await until(async () => (await legal()).includes(NEW), { timeoutMs: 5000, what: '/legal follows the link' })
    const after = await confirmationOf('zweite@example.org', 4)
    expect(after.text).toContain(NBSP(NEW))
    expect(after.text).not.toContain(NBSP(OLD))
    expect(after.html).toContain(NBSP(NEW))
  } finally {
    await server.stop()
    await sink.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
