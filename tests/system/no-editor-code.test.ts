/**
 * The editor and its content loading never reach the browser (docs/decisions/028):
 * every script and data file the site can send is in build/client/assets. None holds Keystatic
 * (its reader's messages, its name) or the YAML parser, and the job postings – read from
 * content/jobs/ at build time – travel in the careers page and its data, in no script (the page
 * hydrates nothing, docs/decisions/032).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

const ASSETS = 'build/client/assets'
const files = readdirSync(ASSETS).filter((name) => /\.(js|txt|data)$/.test(name))
const text = (name: string) => readFileSync(join(ASSETS, name), 'utf8')

test('no script the site sends contains Keystatic, its reader or a YAML parser', () => {
  expect(files.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(10)
  const markers = [
    /keystatic/i,
    /@keystar/,
    /Invalid data for/,
    /unacceptable kind of an object to dump/,
    /js-yaml/,
    /markdoc/i,
  ]
  const found = files.flatMap((name) => markers.filter((marker) => marker.test(text(name))).map((m) => `${name}: ${m}`))
  expect(found).toEqual([])
})

test('the job postings travel in the careers page and its data, in no script', async ({ request }) => {
  const posting = readFileSync('content/jobs/praktikum-ki-kampagnenkommunikation.yaml', 'utf8')
  const sentence = /^description: (.{60})/m.exec(posting)![1]!
  expect(files.filter((name) => text(name).includes(sentence))).toEqual([])
  expect(await (await request.get('/careers')).text()).toContain(sentence)
  expect(await (await request.get('/careers.data')).text()).toContain(sentence)
})

test('a guide’s text travels in its page and its data, in no script', async ({ request }) => {
  // The first sentence of a guide's Markdoc introduction (content/guides/), as the page shows it.
  const guide = readFileSync('content/guides/campaign-costs.yaml', 'utf8')
  const sentence = /^intro: >-\n {2}(Was kostet ein Wahlkampf\? Die ehrliche Antwort)/m.exec(guide)![1]!
  expect(files.filter((name) => name.endsWith('.js') && text(name).includes(sentence))).toEqual([])
  expect(await (await request.get('/campaign-costs')).text()).toContain(sentence)
  expect(await (await request.get('/campaign-costs.data')).text()).toContain(sentence)
})
