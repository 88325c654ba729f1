/**
 * A guide corrected in the editor as the consultancy's staff do it (docs/editing.md
 * "Einen Ratgeber ändern"): the real `npm run editor` with Keystatic's Markdoc field, the real
 * publish and rollback, the real public server – set up as in tests/e2e/editor.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { editingShot, editorSuite } from '../support/editor-suite.ts'
import { until } from '../support/until.ts'

const FILE = 'content/guides/campaign-costs.yaml'
const RIGHT = 'Die ehrliche Antwort lautet'
const TYPO = 'Die ehrlihce Antwort lautet'

const suite = editorSuite({
  user: 'jonas.weber',
  timeoutMs: 600_000,
  // The live guide has a typo in its introduction (Markdoc), as a reader might report it.
  prepare: (workspace) => {
    const path = join(workspace.root, FILE)
    const yaml = readFileSync(path, 'utf8')
    expect(yaml).toContain(RIGHT)
    writeFileSync(path, yaml.replace(RIGHT, TYPO))
  },
})

const livePage = async () => (await fetch(`${suite.site.url}/campaign-costs`)).text()

test('the hub’s order and a figure with its source and year are forms in the editor', async ({ page }) => {
  await page.goto(`${suite.editor.url}/keystatic/singleton/guideHub`)
  await expect(page.getByRole('grid', { name: 'Reihenfolge der Ratgeber' }).getByRole('row')).toHaveText([
    'Wahlkampf-Guide',
    'Wahlkampfstrategie',
    'Wahlkampfkosten',
    'Digitaler Wahlkampf',
    'Social-Media-Wahlkampf',
  ])
  await editingShot(page, 'ratgeber-reihenfolge')

  // A stat tile of the social media guide: figure, source and the year the schema requires.
  await page.goto(`${suite.editor.url}/keystatic/collection/guides/item/social-media-campaigns`)
  await page
    .getByRole('grid', { name: 'Abschnitte' })
    .getByText(/^Statistik-Kacheln: /)
    .click()
  await page.getByRole('dialog').getByRole('grid', { name: 'Kacheln' }).getByText('67,8 Mio.').click()
  const tile = page.getByRole('dialog', { name: 'Edit item' })
  await expect(tile.getByRole('textbox', { name: 'Zahl', exact: true })).toHaveValue('67,8 Mio.')
  await expect(tile.getByRole('textbox', { name: 'Quellenangabe' })).toHaveValue(
    /^DataReportal, „Digital 2024: Germany“/,
  )
  const year = tile.getByRole('button', { name: /Jahr der Zahl/ })
  await expect(year).toHaveText('2024')
  await year.scrollIntoViewIfNeeded()
  await editingShot(page, 'ratgeber-zahl-quelle')
})

test('staff correct a typo in a guide’s text, publish it, and roll it back', async ({ page }) => {
  const before = await livePage()
  expect(before).toContain(TYPO)

  // The guide in Keystatic's form: the introduction is a Markdoc field with the live text.
  await page.goto(`${suite.editor.url}/keystatic/collection/guides/item/campaign-costs`)
  const intro = page.locator('[contenteditable="true"]').filter({ hasText: TYPO })
  await expect(intro).toHaveCount(1, { timeout: 60_000 })
  // Select the misspelt word as a mouse would, and type the right one over it.
  await intro.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(word)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + word.length)
      element.focus()
      getSelection()!.removeAllRanges()
      getSelection()!.addRange(range)
      return
    }
    throw new Error(`${word} not found`)
  }, 'ehrlihce')
  await page.keyboard.type('ehrliche')
  await expect(intro.or(page.locator('[contenteditable="true"]').filter({ hasText: RIGHT }))).toContainText(RIGHT)
  await editingShot(page, 'ratgeber-tippfehler')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await until(async () => readFileSync(join(suite.workspace.root, FILE), 'utf8').includes(RIGHT), {
    timeoutMs: 30_000,
    what: 'Keystatic writes the corrected Markdoc to the guide’s file',
  })
  const saved = Date.now()

  // Publish from the editor's page; the public server serves the fix.
  await page.goto(`${suite.editor.url}/redaktion`)
  await expect(page.getByRole('listitem').filter({ hasText: FILE })).toBeVisible()
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht:' })).toContainText(FILE, {
    timeout: 300_000,
  })
  await until(async () => (await livePage()).includes(RIGHT), { timeoutMs: 10_000, what: 'the fix is live' })
  const seconds = (Date.now() - saved) / 1000
  test.info().annotations.push({ type: 'save to live (guide)', description: `${seconds.toFixed(1)} s` })
  console.log(`editor: a guide's typo from Save to live in ${seconds.toFixed(1)} s`)
  expect(seconds).toBeLessThan(300)
  // Only the word changed: Keystatic's rewrite of the file leaves every other byte of the page as it was.
  expect(await livePage()).toBe(before.replaceAll('ehrlihce', 'ehrliche'))
  await page.goto(`${suite.site.url}/campaign-costs`)
  await expect(page.getByRole('main')).toContainText(`Was kostet ein Wahlkampf? ${RIGHT}`)
  expect(suite.workspace.git('log', '-1', '--format=%an|%s')).toBe(
    `jonas.weber|Inhalt veröffentlicht: ${FILE} (geändert)`,
  )
  expect(suite.workspace.git('diff', '--name-only', 'HEAD~1', 'HEAD')).toBe(FILE)

  // Roll back with the button: the old text is live again.
  await page.goto(`${suite.editor.url}/redaktion`)
  await page.getByRole('button', { name: 'Letzte Veröffentlichung zurücknehmen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zurückgenommen:' })).toBeVisible({ timeout: 30_000 })
  await until(async () => (await livePage()).includes(TYPO), { timeoutMs: 10_000, what: 'the old text is live again' })
  expect(await livePage()).toBe(before)
  expect(readFileSync(join(suite.workspace.root, FILE), 'utf8')).toContain(TYPO)
})
