/**
 * Staff change an FAQ answer in the real editor (docs/editing.md „Eine FAQ ändern“):
 * Keystatic's form for the home page, the editor's publish, the public server's home page – and
 * the rollback. In a fresh working copy with no git identity, as tests/e2e/editor.test.ts does.
 */
import { expect, type Page, test } from '@playwright/test'

import { ContentError, readSingleton } from '../../app/content/reader/read-content.ts'
import { editingShot, editorSuite } from '../support/editor-suite.ts'
import { until } from '../support/until.ts'

const QUESTION = 'What budget do I need?'
const NEW_ANSWER =
  'That depends on the election and the services you need. After the free initial consultation you receive a fixed-price quote that stays fixed within the agreed scope.'
const FILE = 'content/home.yaml'

const suite = editorSuite({ user: 'jana.weber' })

/**
 * The answer as the file in the working copy says (Keystatic writes long lines folded), or
 * undefined while the editor is still writing the file: read in that instant, it is cut short
 * and every field reads as empty (a CI run once caught it so).
 */
async function savedAnswer(): Promise<string | undefined> {
  try {
    const entry = await readSingleton(suite.workspace.root, 'home')
    return entry.faq.items.find((item) => item.question === QUESTION)?.answer
  } catch (error) {
    if (error instanceof ContentError) return undefined
    throw error
  }
}

/** The answer a visitor reads after opening the question on the public home page. */
async function liveAnswer(page: Page): Promise<string> {
  await page.goto(`${suite.site.url}/`)
  const item = page.locator('#faq details', { has: page.locator('summary', { hasText: QUESTION }) })
  await item.locator('summary').click()
  const answer = item.locator(':scope > :not(summary)').filter({ visible: true })
  await expect(answer).toHaveCount(1)
  return (await answer.innerText()).trim()
}

test('staff change an FAQ answer, publish it to the home page and roll it back', async ({ page }) => {
  const before = await liveAnswer(page)
  expect(before).toMatch(/^That depends on the election and the services you need\. .* federal election\.$/)

  await page.goto(`${suite.editor.url}/keystatic/singleton/home`)
  await page.getByRole('group', { name: 'FAQ' }).getByText(QUESTION).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Antwort').fill(NEW_ANSWER)
  await editingShot(page, 'faq-aendern')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Save' }).click()
  await until(async () => (await savedAnswer()) === NEW_ANSWER, {
    timeoutMs: 10_000,
    what: 'the editor saves the answer to content/home.yaml',
  })
  // Saved is not live.
  expect(await liveAnswer(page)).toBe(before)

  await page.goto(`${suite.editor.url}/redaktion`)
  await expect(page.getByRole('listitem').filter({ hasText: FILE })).toBeVisible()
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht:' })).toContainText(FILE, {
    timeout: 300_000,
  })
  await until(async () => (await (await fetch(`${suite.site.url}/`)).text()).includes(NEW_ANSWER), {
    timeoutMs: 10_000,
    what: 'the public server serves the new answer',
  })
  expect(await liveAnswer(page)).toBe(NEW_ANSWER)
  expect(suite.workspace.git('log', '-1', '--format=%an|%s')).toBe(
    `jana.weber|Inhalt veröffentlicht: ${FILE} (geändert)`,
  )

  await page.goto(`${suite.editor.url}/redaktion`)
  await page.getByRole('button', { name: 'Letzte Veröffentlichung zurücknehmen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zurückgenommen:' })).toBeVisible({ timeout: 30_000 })
  await until(async () => !(await (await fetch(`${suite.site.url}/`)).text()).includes(NEW_ANSWER), {
    timeoutMs: 10_000,
    what: 'the public server no longer serves the new answer',
  })
  expect(await liveAnswer(page)).toBe(before)
  expect(await savedAnswer()).toBe(before)
  expect(suite.workspace.git('status', '--porcelain', 'content')).toBe('')
})
