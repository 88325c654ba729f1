/**
 * Going live as the staff do it (docs/editing.md section 6): a demo value the go-live
 * check names is replaced in the editor's "Firmenangaben" form – which refuses a malformed VAT
 * id under the field – published, and then shown by the public legal notice, while
 * `npm run check:golive` no longer lists it. The real `npm run editor` and public server, in a
 * fresh working copy (tests/support/content-suite.workspace.ts), as in tests/e2e/editor.test.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { editorSuite } from '../support/editor-suite.ts'
import { until } from '../support/until.ts'

const DEMO_VAT_ID = 'DE000000000'
const REAL_VAT_ID = 'DE347218905'
const FIELD = 'Umsatzsteuer-Identifikationsnummer'

const suite = editorSuite({ user: 'lea.hoffmann' })

test('the go-live check names the field, the editor refuses a malformed VAT id and publishes a valid one to the legal notice', async ({
  page,
}) => {
  const before = await suite.workspace.npm('check:golive')
  expect(before.output).toContain(
    `- VAT ID: ${DEMO_VAT_ID}\n  change it in the editor, “Firmenangaben” (content/company.yaml: vatId)`,
  )

  await page.goto(`${suite.editor.url}/keystatic/singleton/company`)
  const field = page.getByLabel(FIELD)
  await expect(field).toHaveValue(DEMO_VAT_ID)
  // Eight digits: the form says what is wrong, under the field, and writes nothing.
  await field.fill('DE34721890')
  // Keystatic labels a singleton's button "Save" even in German (its collections say "Speichern").
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Bitte „DE“ und genau neun Ziffern ohne Leerzeichen eingeben.')).toBeVisible()
  const file = join(suite.workspace.root, 'content/company.yaml')
  expect(readFileSync(file, 'utf8')).toContain(`vatId: ${DEMO_VAT_ID}`)

  await field.fill(REAL_VAT_ID)
  await page.getByRole('button', { name: 'Save' }).click()
  await until(async () => readFileSync(file, 'utf8').includes(`vatId: ${REAL_VAT_ID}`), {
    timeoutMs: 10_000,
    what: 'the editor writes content/company.yaml',
  })

  await page.goto(`${suite.editor.url}/redaktion`)
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht:' })).toContainText('content/company.yaml', {
    timeout: 300_000,
  })
  await page.goto(`${suite.site.url}/legal`)
  await expect(page.getByRole('main')).toContainText(REAL_VAT_ID)
  await expect(page.getByRole('main')).not.toContainText(DEMO_VAT_ID)
  expect(suite.workspace.git('log', '-1', '--format=%an|%s')).toBe(
    'lea.hoffmann|Inhalt veröffentlicht: content/company.yaml (geändert)',
  )

  const after = await suite.workspace.npm('check:golive')
  expect(after.output).not.toContain('VAT ID')
  expect(after.output).toContain('change it in the editor, “Firmenangaben” (content/company.yaml: registerNumber)')
})
