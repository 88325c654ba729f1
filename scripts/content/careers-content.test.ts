import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import type { ApplicationStep, BenefitCard, CareersPage } from '../../app/content/careers.ts'
import { buildContentEntry, editContent } from '../../tests/support/content-build.ts'

let root: string

beforeEach(() => {
  // A copy of content/ and of the hero picture the module imports, and an entry that re-exports the page's copy.
  root = mkdtempSync(join(tmpdir(), 'careers-content-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  mkdirSync(join(root, 'app/assets/careers'), { recursive: true })
  cpSync('app/assets/careers/hero.svg', join(root, 'app/assets/careers/hero.svg'))
  writeFileSync(join(root, 'entry.js'), "export * from 'virtual:content/careers'\n")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

type Careers = { CAREERS: CareersPage; BENEFITS: BenefitCard[]; APPLICATION_STEPS: ApplicationStep[] }

/** A real Vite build of the entry with the content plugin, run as a module: what the page imports. */
function buildCareers(): Promise<Careers> {
  return buildContentEntry<Careers>(root)
}

const edit = (file: string, change: (yaml: string) => string) => editContent(root, file, change)

test('the copy gets the brand, the street and the HR contact filled in, and the hero picture inside the page', async () => {
  edit('content/company.yaml', (yaml) => yaml.replace(/^brand: .*$/m, 'brand: Kampagnenhaus').replace(/street: .*$/m, 'street: Chausseestraße 86'))
  edit('content/hr-contact.yaml', (yaml) => yaml.replace(/^name: .*$/m, 'name: Selin Aydın').replace(/^email: .*$/m, 'email: karriere@kampagnenhaus.de'))
  const { CAREERS, BENEFITS, APPLICATION_STEPS } = await buildCareers()
  expect(CAREERS.seo.title).toBe('Careers | Kampagnenhaus')
  expect(CAREERS.hrContact.text).toContain('Selin Aydın, our HR & Recruiting Manager, is happy to help')
  expect(CAREERS.cta.button.href).toBe('mailto:karriere@kampagnenhaus.de?subject=Bewerbung')
  expect(BENEFITS.find((card) => card.title === 'Perfect Location')!.description).toContain('Chausseestraße 86')
  // The fixed titles come from the code (app/content/careers.server.ts), in order; a stage without a duration has none.
  expect(BENEFITS.map((card) => card.title)).toEqual([
    'Meaningful Work',
    'Dynamic Team',
    'Catering & Events',
    'Flexible Work Models',
    'Perfect Location',
    'Training & Development',
  ])
  expect(APPLICATION_STEPS.map((step) => [step.step, step.title, 'duration' in step])).toEqual([
    [1, 'Online Application', true],
    [2, 'First Interview', true],
    [3, 'Practical Task', false],
    [4, 'Final Interview', true],
    [5, 'Welcome to the Team', false],
  ])
  expect(CAREERS.hero.image.src).toMatch(/^data:image\/svg\+xml,/)
})

test.each([
  [/^ {2}title: Careers \| \{Marke\}$/m, '  title: Careers | {Firma}', 'seo.title: Nur diese Platzhalter sind erlaubt'],
  [/icon: MapPin/, 'icon: Rocket', 'benefits.perfectLocation.icon: Must be a valid option'],
  [/^ {4}- We work only/m, '    - A third paragraph.\n    - We work only', 'culture.paragraphs: Must have at most 2 elements'],
  // A subject line has no pattern in the schema: the build's filler refuses the placeholder.
  [/unsolicitedSubject: Initiativbewerbung$/m, 'unsolicitedSubject: Bewerbung bei {Firma}', 'openings.unsolicitedSubject: unbekannter Platzhalter {Firma}'],
])('content/careers.yaml broken (%s) stops the build, naming the file and the field', async (line, broken, says) => {
  edit('content/careers.yaml', (yaml) => yaml.replace(line, broken))
  await expect(buildCareers()).rejects.toThrow(`content/careers.yaml: ${says}`)
})
