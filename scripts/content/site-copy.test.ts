/**
 * The home page, the tools and the contact page's FAQ as content files (docs/decisions/028): what
 * their loaders give the build (scripts/content/content-plugin.test.ts: what it bundles), and how a
 * broken file stops them – the build and a publish (loadAllContent, docs/decisions/047) – with the file and the field named.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { EXTERNAL, SITE, SOFTWARE } from '../../app/config/site.ts'
import { loadAllContent } from '../../app/content/reader/loaded-content.ts'
import { contentModule } from '../../tests/support/content.ts'
import { editContent } from '../../tests/support/content-build.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-copy-'))
  cpSync('content', join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** The three areas' loaders on the copy: what the build writes into the pages' modules. */
async function bundle() {
  const [home, tools, faq] = await Promise.all([
    contentModule('virtual:content/home', root),
    contentModule('virtual:content/tools', root),
    contentModule('virtual:content/contact-faq', root),
  ])
  return { ...home, ...tools, ...faq }
}

const edit = (file: string, change: (yaml: string) => string) => editContent(root, file, change)

/** The loaders' error message, or a failure if they passed; the build's one read of every area (loadAllContent) must say the same. */
async function failure(): Promise<string> {
  const message = await bundle().then(
    () => 'the loaders passed',
    (error: unknown) => (error as Error).message,
  )
  const publish = await loadAllContent(root).then(
    () => 'loadAllContent passed',
    (error: unknown) => (error as Error).message,
  )
  return `${message}\n---\n${publish}`
}

test('the build fills in what comes from the configuration: brand, hosting, demos, terms, price range', async () => {
  const { HOME, TOOLS, TOOLS_PAGE, CONTACT_FAQ } = await bundle()
  expect(HOME.electionCampaigns.paragraphs[0]).toMatch(new RegExp(`^${SITE.brand} brings party communication`))
  expect(HOME.seo.title).toBe(`${SITE.brand} | Political Campaign Consultancy in Berlin`)
  expect(HOME.ai.items.at(-1)!.title).toBe(`Data protection on servers in ${SOFTWARE.hosting.serverLocation}`)
  expect(HOME.ai.sisterLink).toMatchObject({ label: `Discover ${EXTERNAL.sisterAi.name}`, href: EXTERNAL.sisterAi.url })
  expect(HOME.approach.phases.map((phase) => [phase.id, phase.alignment])).toEqual([
    [1, 'left'],
    [2, 'right'],
    [3, 'left'],
    [4, 'right'],
  ])
  expect(TOOLS.map((tool) => [tool.id, tool.demoUrl])).toEqual(Object.entries(EXTERNAL.demos))
  expect(TOOLS[0]!.pricing.vatInfo).toBe(
    `Prices incl. 19% VAT. Minimum term of ${SOFTWARE.terms.minimumTermMonths} months, then cancellable with ${SOFTWARE.terms.notice}.`,
  )
  expect(TOOLS[0]!.features[1]!.title).toBe(`Team chat hosted in ${SOFTWARE.hosting.serverLocation}`)
  expect(TOOLS_PAGE.priceRange).toEqual({ min: 39, max: 90, currency: 'EUR' })
  expect(CONTACT_FAQ.items[1]!.answer).toContain('within 24 hours on working days')
  expect(JSON.stringify([HOME, TOOLS, TOOLS_PAGE, CONTACT_FAQ])).not.toMatch(/\{[A-ZÄÖÜ][^{}]*\}/)
})

test('an FAQ reordered or removed, a price changed and the tools reordered in the files change what the build bundles', async () => {
  const before = await bundle()
  // Swap the home page's first two questions, drop the contact page's last one.
  edit('content/home.yaml', (yaml) =>
    yaml.replace(
      /( {2}items:\n)( {4}- question: How long[\s\S]*?)( {4}- question: Do you also work[\s\S]*?)( {4}- question: Which parties)/,
      '$1$3$2$4',
    ),
  )
  edit('content/contact-faq.yaml', (yaml) => yaml.replace(/ {2}- question: Do you work for every party\?[\s\S]*$/, ''))
  edit('content/tools/tuer-zu-tuer-planer.yaml', (yaml) =>
    yaml.replace(/^ {2}monthly: 90$/m, '  monthly: 95').replace(/^order: 2$/m, 'order: 9'),
  )
  const after = await bundle()
  const [first, second, ...rest] = before.HOME.faq.items
  expect(after.HOME.faq.items).toEqual([second, first, ...rest])
  expect(after.CONTACT_FAQ.items).toEqual(before.CONTACT_FAQ.items.slice(0, -1))
  expect(after.TOOLS.map((tool) => [tool.id, tool.pricing.monthly])).toEqual([
    ['wahlkampf-hq', 52],
    ['kampagnenwebsite', 39],
    ['tuer-zu-tuer-planer', 95],
  ])
  expect(after.TOOLS_PAGE.priceRange).toEqual({ min: 39, max: 95, currency: 'EUR' })
})

test('an icon the page cannot draw, a link to no page, a missing price and a price without its VAT note stop the build, naming file and field', async () => {
  edit('content/home.yaml', (yaml) => yaml.replace('icon: Compass', 'icon: Rocket'))
  edit('content/home.yaml', (yaml) => yaml.replace(/^( {2}cta:\n {4}label: Schedule.*\n {4}href:) \/contact$/m, '$1 /kontakt'))
  edit('content/tools/wahlkampf-hq.yaml', (yaml) => yaml.replace(/^ {2}monthly: 52\n/m, ''))
  edit('content/tools-page.yaml', (yaml) => yaml.replace('vatNote: Prices incl. 19% VAT.', 'vatNote: Prices.'))
  const message = await failure()
  expect(message).toContain('content/home.yaml: ')
  expect(message).toMatch(/content\/home\.yaml: .*services\.cards\.1\.icon/)
  expect(message).toMatch(/content\/home\.yaml: .*whoWeAre\.cta\.href/)
  expect(message).toMatch(/content\/tools\/wahlkampf-hq\.yaml: .*pricing\.monthly/)
  expect(message).toContain('content/tools-page.yaml: vatNote: Der Hinweis muss „Prices incl. 19% VAT.“')
  expect(message).not.toContain('passed')
})

test('a price without its VAT note (alone), an unknown placeholder, a tag link to no guide and a demo used twice are refused', async () => {
  edit('content/tools-page.yaml', (yaml) => yaml.replace('vatNote: Prices incl. 19% VAT.', 'vatNote: Prices.'))
  edit('content/contact-faq.yaml', (yaml) => yaml.replace('{Antwortzeit}', '{Antwortfrist}'))
  edit('content/home.yaml', (yaml) => yaml.replace('href: /campaign-costs', 'href: /campaign-kosten'))
  edit('content/tools/kampagnenwebsite.yaml', (yaml) => yaml.replace(/^id: kampagnenwebsite$/m, 'id: wahlkampf-hq'))
  let message = await failure()
  expect(message).toContain('content/tools-page.yaml: vatNote: Der Hinweis muss „Prices incl. 19% VAT.“')
  expect(message).not.toContain('passed')
  // The schema's faults come first; with the VAT note back, the build's own checks speak.
  edit('content/tools-page.yaml', (yaml) => yaml.replace('vatNote: Prices.', 'vatNote: Prices incl. 19% VAT.'))
  message = await failure()
  expect(message).toContain('content/contact-faq.yaml: items.1.answer: unbekannter Platzhalter {Antwortfrist}')
  expect(message).toContain('content/home.yaml: services.tagLinks.1.href: Die Seite „/campaign-kosten“ gibt es nicht')
  expect(message).toMatch(/content\/tools\/wahlkampf-hq\.yaml: id: Die Live-Demo „wahlkampf-hq“ gehört schon zu content\/tools\/kampagnenwebsite\.yaml|content\/tools\/kampagnenwebsite\.yaml: id: Die Live-Demo „wahlkampf-hq“ gehört schon zu content\/tools\/wahlkampf-hq\.yaml/)
  expect(message).not.toContain('passed')
})
