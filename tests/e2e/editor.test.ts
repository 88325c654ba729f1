/**
 * The editor as the consultancy's staff use it (docs/decisions/028, docs/editing.md): the real
 * `npm run editor` and the real public server, in a fresh working copy with no git identity
 * configured. The browser signs in to the editor itself as a content editor;
 * tests/e2e/deploy-staff.test.ts runs the real Caddy in front.
 */
import { existsSync, readFileSync, readlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { editingShot, editorSuite } from '../support/editor-suite.ts'
import { until } from '../support/until.ts'

const NEW_TITLE = 'Werkstudium Social Media'
const NEW_FILE = 'content/jobs/werkstudium-social-media.yaml'
const BROKEN_FILE = 'content/jobs/kaputt.yaml'

const suite = editorSuite({ user: 'lea.hoffmann' })

/** Job titles on the public /careers page, in the order a visitor sees them. */
async function liveJobTitles(page: Page): Promise<string[]> {
  await page.goto(`${suite.site.url}/careers`)
  return (await page.locator('article h3').allInnerTexts()).map((title) => title.replace(/\s+/g, ' ').trim())
}

test('the editor loads nothing from another origin, its font included', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  for (const path of ['/keystatic', '/keystatic/collection/jobs', '/keystatic/collection/jobs/create', '/redaktion']) {
    await page.goto(`${suite.editor.url}${path}`)
    await page.waitForLoadState('networkidle')
    if (path === '/keystatic/collection/jobs') await editingShot(page, 'stellenanzeigen')
  }
  await expect(page.getByRole('heading', { name: 'Redaktion: Vorschau und Veröffentlichen' })).toBeVisible()
  expect(requests.length).toBeGreaterThan(8)
  expect(requests.filter((url) => new URL(url).origin !== suite.editor.url)).toEqual([])
  // Keystatic's Inter, from @fontsource/inter on this origin (it links Google Fonts by default).
  expect(requests.some((url) => /\/keystatic\/assets\/inter-latin-400-normal-[\w-]+\.woff2$/.test(url))).toBe(true)
})

test('a file broken by hand fails the publish with file and field named; live site and history stay', async ({
  page,
}) => {
  const head = suite.workspace.git('rev-parse', 'HEAD')
  const live = readlinkSync(join(suite.workspace.root, 'releases/current'))
  const before = await liveJobTitles(page)
  const valid = readFileSync(join(suite.workspace.root, 'content/jobs/praktikum-beratung-medien.yaml'), 'utf8')
  writeFileSync(join(suite.workspace.root, BROKEN_FILE), valid.replace(/^remote: false$/m, 'remote: vielleicht'))

  const command = await suite.workspace.npm('content:publish')
  expect(command.code).toBe(1)
  expect(command.output).toContain(`${BROKEN_FILE}: remote: Must be a boolean`)

  await page.goto(`${suite.editor.url}/redaktion`)
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('alert')).toContainText('Nicht veröffentlicht', { timeout: 60_000 })
  await expect(page.getByRole('alert')).toContainText(`${BROKEN_FILE}: remote: Must be a boolean`)
  await editingShot(page, 'fehler')

  expect(suite.workspace.git('rev-parse', 'HEAD')).toBe(head)
  expect(readlinkSync(join(suite.workspace.root, 'releases/current'))).toBe(live)
  expect(await liveJobTitles(page)).toEqual(before)
  unlinkSync(join(suite.workspace.root, BROKEN_FILE))
})

test('a preview shows a saved change on the editor host before it goes live', async ({ page }) => {
  const file = join(suite.workspace.root, 'content/jobs/praktikum-beratung-medien.yaml')
  const valid = readFileSync(file, 'utf8')
  writeFileSync(file, valid.replace(/^location: Berlin$/m, 'location: Potsdam'))
  await page.goto(`${suite.editor.url}/redaktion`)
  await page.getByRole('button', { name: 'Vorschau bauen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Vorschau bereit:' })).toBeVisible({ timeout: 300_000 })
  await page.getByRole('link', { name: 'Vorschau ansehen' }).click()
  await page.goto(`${suite.editor.url}/careers`)
  await expect(page.locator('article').first()).toContainText('Potsdam')
  // Not live: the public site still says Berlin, and nothing was committed.
  await page.goto(`${suite.site.url}/careers`)
  await expect(page.locator('article').first()).not.toContainText('Potsdam')
  expect(suite.workspace.git('status', '--porcelain', 'content')).toContain('praktikum-beratung-medien.yaml')
  writeFileSync(file, valid)
})

test('staff add a job posting, publish it while visitors keep loading pages, and roll it back', async ({ page }) => {
  const before = await liveJobTitles(page)
  expect(before).toHaveLength(2)

  // Add the posting in Keystatic's form, as the office manager would.
  await page.goto(`${suite.editor.url}/keystatic/collection/jobs/create`)
  await page.getByLabel('Stellentitel').fill(NEW_TITLE)
  await page.getByLabel('Arbeitsort').fill('Berlin')
  await page.getByLabel('Arbeitszeit oder Dauer').fill('20 Stunden pro Woche')
  await page.getByLabel('Remote möglich').check()
  await page
    .getByLabel('Einleitung')
    .fill('Du planst mit uns die Social-Media-Auftritte von Kandidierenden und lernst Wahlkampf von innen kennen.')
  const lists = ['Redaktionspläne für Social Media pflegen', 'Laufendes Studium', 'Flexible Arbeitszeiten']
  for (const [index, line] of lists.entries()) {
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).nth(index).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Zeile').fill(line)
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click()
    await expect(dialog).toBeHidden()
  }
  await page.getByLabel('Bezahltes Praktikum').uncheck()
  await page.getByLabel('Bewerbung').fill('Schick deinen Lebenslauf per E-Mail an {Ansprechperson}.')
  await page
    .getByLabel('Frage im Formular zu „Apply Now“')
    .fill('Erzähl uns kurz, wer du bist und ab wann du Zeit hast.')
  await editingShot(page, 'stellenanzeige-anlegen')
  await page.getByRole('button', { name: 'Erstellen' }).click()
  await page.waitForURL(/\/keystatic\/collection\/jobs\/item\/werkstudium-social-media$/)
  const saved = Date.now()
  expect(readFileSync(join(suite.workspace.root, NEW_FILE), 'utf8')).toContain(`title: ${NEW_TITLE}`)

  // Publish from the editor's page while two visitors keep loading pages from the public server.
  let flowing = true
  const answers: number[] = []
  const failures: string[] = []
  const visitor = async (path: string) => {
    while (flowing) {
      try {
        const answer = await fetch(`${suite.site.url}${path}`)
        await answer.arrayBuffer()
        answers.push(answer.status)
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`)
      } catch (error) {
        failures.push(`${path}: ${String(error)}`)
      }
      await new Promise((done) => setTimeout(done, 10)) // a steady flow, not a load test
    }
  }
  const visitors = [visitor('/careers'), visitor('/')]
  await page.goto(`${suite.editor.url}/redaktion`)
  await expect(page.getByRole('listitem').filter({ hasText: NEW_FILE })).toContainText('neu')
  await editingShot(page, 'veroeffentlichen')
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht:' })).toContainText(NEW_FILE, {
    timeout: 300_000,
  })
  await editingShot(page, 'veroeffentlicht')
  await until(async () => (await (await fetch(`${suite.site.url}/careers`)).text()).includes(NEW_TITLE), {
    timeoutMs: 10_000,
    what: 'the public server serves the new posting',
  })
  const live = Date.now()
  flowing = false
  await Promise.all(visitors)
  const seconds = (live - saved) / 1000
  test.info().annotations.push({ type: 'save to live', description: `${seconds.toFixed(1)} s` })
  console.log(`editor: from Save to live on /careers in ${seconds.toFixed(1)} s, ${answers.length} requests answered`)
  expect(failures).toEqual([])
  expect(answers.length).toBeGreaterThan(20)
  expect(seconds).toBeLessThan(300)

  expect(await liveJobTitles(page)).toEqual([...before, `${NEW_TITLE} (m/w/d)`])
  expect(suite.workspace.git('log', '-1', '--format=%an|%s')).toBe(
    `lea.hoffmann|Inhalt veröffentlicht: ${NEW_FILE} (neu)`,
  )
  expect(suite.workspace.git('tag', '--points-at', 'HEAD')).toMatch(/^content\/\d{8}T\d{6}Z/)

  // Roll back: the previous release is live again within seconds, and git says so.
  await page.goto(`${suite.editor.url}/redaktion`)
  const clicked = Date.now()
  await page.getByRole('button', { name: 'Letzte Veröffentlichung zurücknehmen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zurückgenommen:' })).toBeVisible({ timeout: 30_000 })
  await until(async () => !(await (await fetch(`${suite.site.url}/careers`)).text()).includes(NEW_TITLE), {
    timeoutMs: 10_000,
    what: 'the public server no longer serves the posting',
  })
  const rollbackSeconds = (Date.now() - clicked) / 1000
  console.log(`editor: rollback live in ${rollbackSeconds.toFixed(1)} s`)
  expect(rollbackSeconds).toBeLessThan(10)
  await editingShot(page, 'zurueckgenommen')
  expect(await liveJobTitles(page)).toEqual(before)
  expect(suite.workspace.git('log', '-1', '--format=%an|%s')).toMatch(
    /^lea\.hoffmann\|Inhalt zurückgenommen: Veröffentlichung /,
  )
  expect(existsSync(join(suite.workspace.root, NEW_FILE))).toBe(false)
})
