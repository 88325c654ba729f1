import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { expect, type Page, test } from '@playwright/test'

import { SITE } from '../../app/config/site.ts'
import { APPLICATION_CONSENT_VERSION } from '../../server/contact/consent.ts'
import { createRepository } from '../../server/contact/create-repository.ts'
import { DAY_MS, purgeExpired } from '../../server/contact/retention.ts'
import { HUMAN_FILL_MS, uniqueEmail } from '../support/contact-form.ts'
import { E2E_DATA_DIR } from '../support/e2e-data-dir.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import { parseMail } from '../support/mime.ts'
import { expectNoSeriousA11yViolations } from '../support/playwright-utils.ts'

/**
 * Apply Now opens that job's application form (docs/decisions/035), not the consultation form – with and
 * without JavaScript. The stored row carries the job, the notification goes to the HR contact,
 * the confirmation speaks of an application, and the retention job deletes it after six months
 * (run on a copy of the server's database with the clock moved, so the running server is untouched).
 */

/** The release's jobs (slug → title) and HR address, as the server names them in its e-mails. */
const EMAIL_CONTENT = JSON.parse(readFileSync('build/email-content.json', 'utf8')) as {
  jobs: Record<string, string>
  application: { inbox: string }
}
const JOBS = Object.entries(EMAIL_CONTENT.jobs).map(([slug, title]) => ({
  slug,
  title,
  // What the form asks for above the message: the ad's own field (content/jobs/<slug>.yaml).
  prompt: /^applicationPrompt: (.+)$/m.exec(readFileSync(`content/jobs/${slug}.yaml`, 'utf8'))![1]!,
}))
const HR_EMAIL = EMAIL_CONTENT.application.inbox

const MESSAGE = 'Ich studiere Politikwissenschaft im fünften Semester und hätte ab März Zeit.'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The application row of an address, straight from the server's database. */
function storedApplications(email: string) {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'contact.db'), { readOnly: true })
  try {
    return db
      .prepare('SELECT id, name, job, consent_version, quarantine_reason FROM contact_requests WHERE email = ?')
      .all(email) as { id: string; name: string; job: string | null; consent_version: string | null }[]
  } finally {
    db.close()
  }
}

/** The form shows the job and asks what an application needs: no campaign type, the applicants' consent. */
async function expectApplicationForm(page: Page, job: (typeof JOBS)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your application' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /Campaign type/ })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveAccessibleDescription(
    new RegExp(escape(job.prompt.slice(0, 40))),
  )
  await expect(
    page.getByRole('checkbox', {
      name: new RegExp(
        `I explicitly consent to the processing of any political opinions my application reveals.*${HR_EMAIL}`,
      ),
    }),
  ).toBeVisible()
}

/**
 * `humanTime` lets the seconds a person needs pass: with the script the form sends its own fill
 * time (performance.now()), moved on by the page's clock; without it the server times a token it
 * signed into the page, in real time (docs/decisions/031), so only a real wait will do.
 */
async function fillAndSend(page: Page, email: string, humanTime: () => Promise<void>) {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Mira Bewerberin')
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page.getByRole('textbox', { name: /^Your message/ }).fill(MESSAGE)
  await page.getByRole('checkbox', { name: /my application reveals/ }).check()
  await humanTime()
  await page.getByRole('button', { name: 'Send application' }).click()
}

/** The row, the notification to HR and the applicant's confirmation. */
async function expectStoredAndMailed(email: string, job: (typeof JOBS)[number]) {
  await expect.poll(() => storedApplications(email).length).toBe(1)
  const [row] = storedApplications(email)
  expect(row).toMatchObject({ name: 'Mira Bewerberin', job: job.slug, consent_version: APPLICATION_CONSENT_VERSION })
  await expect.poll(() => emailsFor(email).length, { timeout: 15_000 }).toBe(2)
  const mails = emailsFor(email).map(parseMail)
  const notification = mails.find((mail) => mail.headers.to !== email)!
  const confirmation = mails.find((mail) => mail.headers.to === email)!
  expect(notification.headers.to).toBe(HR_EMAIL)
  expect(notification.headers.to).not.toBe(SITE.email)
  expect(notification.headers.subject).toBe(`Neue Bewerbung: Mira Bewerberin – ${job.title}`)
  expect(notification.text).toContain(MESSAGE)
  expect(confirmation.headers.subject).toMatch(/^Ihre Bewerbung bei .* \/ Your application to /)
  expect(confirmation.text).toContain('vielen Dank für Ihre Bewerbung')
  expect(confirmation.text).toContain('Thank you for your application')
  expect(confirmation.text).toContain('If you did not send this application')
  expect(confirmation.text).toContain(job.title)
  expect(confirmation.text).not.toMatch(/Erstgespräch|consultation|Festpreis/)
  return row!
}

/** The retention job over a copy of the server's database, `days` after now: is the row still there? */
async function keptAfter(id: string, days: number): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'mandatwerk-apply-retention-'))
  try {
    const db = new DatabaseSync(join(E2E_DATA_DIR, 'contact.db'), { readOnly: true })
    db.exec(`VACUUM INTO '${join(dir, 'contact.db')}'`)
    db.close()
    const now = new Date(Date.now() + days * DAY_MS)
    const repository = await createRepository({ dataDir: dir, clock: () => now })
    try {
      await purgeExpired(repository, { now, days: 365, outboxDir: join(dir, 'outbox') })
      return (await repository.allRequests()).some((request) => request.id === id)
    } finally {
      await repository.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

for (const job of JOBS) {
  test(`Apply Now for “${job.title}”: the application form, stored with its job, HR notified, deleted after six months`, async ({
    page,
  }) => {
    const email = uniqueEmail(job.slug)
    // The served form hydrates as the route it was rendered as: no hydration error, no other error.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.clock.install()
    await page.goto('/careers')
    await page.getByRole('link', { name: new RegExp(`^Apply Now\\s*:\\s*${escape(job.title)}$`) }).click()
    await expect(page).toHaveURL(`/contact?stelle=${job.slug}`)
    await expectApplicationForm(page, job)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expectNoSeriousA11yViolations(page)
    await fillAndSend(page, email, () => page.clock.fastForward(HUMAN_FILL_MS))
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Application sent!' })).toBeVisible()
    const row = await expectStoredAndMailed(email, job)
    expect(errors).toEqual([])

    // Five months on it is kept; six months and a few days on, the retention job has deleted it.
    expect(await keptAfter(row.id, 150)).toBe(true)
    expect(await keptAfter(row.id, 185)).toBe(false)
  })
}

test('a job’s prerendered form has no address of its own: it is sent on to /contact?stelle=', async ({ page }) => {
  const job = JOBS[0]!
  await page.goto(`/contact/apply/${job.slug}`)
  await expect(page).toHaveURL(`/contact?stelle=${job.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
})

test('a path the contact route also matches, without a page of its own, stays the not-found page', async ({ page }) => {
  for (const path of ['/contact/apply/gibt-es-nicht', '/contact/gibt-es-nicht']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect(page.getByRole('form')).toHaveCount(0)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const job of JOBS) {
    test(`/kontakt?stelle=${job.slug} shows the application form and sends it`, async ({ page }) => {
      const email = uniqueEmail(`nojs-${job.slug}`)
      await page.goto(`/kontakt?stelle=${job.slug}`)
      await expect(page).toHaveURL(`/contact?stelle=${job.slug}`)
      await expectApplicationForm(page, job)
      await fillAndSend(page, email, () => page.waitForTimeout(HUMAN_FILL_MS))
      await expect(page).toHaveURL(/\/contact\/sent\?nr=[0-9A-F]{8}$/)
      await expectStoredAndMailed(email, job)
    })
  }

  test('a field error shows the application form again, the message described by its error and the ad’s question', async ({
    page,
  }) => {
    const job = JOBS[0]!
    await page.goto(`/contact?stelle=${job.slug}`)
    await page.getByRole('textbox', { name: /^Name/ }).fill('Mira Bewerberin')
    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('fix'))
    await page.getByRole('textbox', { name: /^Your message/ }).fill('Zu kurz')
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
    const message = page.getByRole('textbox', { name: /^Your message/ })
    await expect(message).toHaveValue('Zu kurz')
    await expect(message).toHaveAttribute('aria-invalid', 'true')
    await expect(message).toHaveAccessibleDescription(
      new RegExp(`^Message must be at least 10 characters long ${escape(job.prompt.slice(0, 30))}`),
    )
    await expect(page.getByRole('combobox', { name: /Campaign type/ })).toHaveCount(0)
  })

  test('an unknown job: the consultation form, saying nothing about a job', async ({ page }) => {
    await page.goto('/contact?stelle=gibt-es-nicht')
    await expect(page.getByRole('heading', { level: 1, name: 'Free Initial Consultation' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: /Campaign type/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your application' })).toHaveCount(0)
  })
})
