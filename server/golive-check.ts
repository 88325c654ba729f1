/**
 * The go-live check: which of the fictitious demo values this repository ships are still in
 * use. `npm run check:golive` (scripts/check-golive.ts) prints the list and exits non-zero
 * while it is not empty; the production start-up check calls `goLiveDemoValues()`.
 *
 * A value counts as demo when it still equals the value shipped here (the table below, the
 * fingerprint of the demo), when it is an address on a reserved domain (`.example`, `.test`,
 * `.invalid`, `localhost`: RFC 2606/6761) anywhere in the configuration, or – for the contact
 * card's password – when it is the demo default. The company details, processors, software
 * terms and HR contact are content: each is reported with the editor's form and the file and
 * field under content/ (SOURCES below), and replacing it in the editor is all it takes; the
 * links and the contact card are reported with their line in app/config/site.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { cardPassword, DEFAULT_CARD_PASSWORD } from '../app/config/card-password.server.ts'
import * as shippedConfig from '../app/config/site.ts'
import { type PasswordRecord, verifyPassword } from '../app/lib/password-hash.ts'

/** The site configuration: the exports of app/config/site.ts, or of a module shaped like it. */
export type SiteConfig = Readonly<Record<string, unknown>>

/** One demo value still shipped. */
export type DemoValue = {
  /** What it is, in words, e.g. 'VAT ID'. */
  what: string
  /** Where to change it, e.g. 'the editor, “Firmenangaben” (content/company.yaml: vatId)'. */
  where: string
  /** The demo value found (never a password). */
  value: string
}

/** Whether the contact card's password is the demo default, where it is known. */
export type CardPasswordState = {
  /** CARD_PASSWORD of the environment a build would use; undefined when not asked. */
  environment?: boolean
  /** The existing build's card gate; undefined when there is no build to look at. */
  build?: boolean
}

const SITE_FILE = 'app/config/site.ts'
/** Links and the contact card: configuration in app/config/links.ts (site.ts re-exports it). */
const LINKS_FILE = 'app/config/links.ts'
const IN_LINKS = /^(?:EXTERNAL|FOUNDER_CARD|CARD_PATHS|SECURITY_TXT)\./

/**
 * Configuration paths whose values come from content/ (app/config/site.ts re-exports them), the
 * longest prefix first: [path prefix, editor form (keystatic/*.ts), file, field prefix there].
 */
const SOURCES: readonly (readonly [string, string, string, string])[] = [
  ['SITE.phoneHref', 'Firmenangaben', 'content/company.yaml', 'phone'],
  ['SITE.hours.', 'Öffnungszeiten', 'content/contact-hours.yaml', ''],
  ['SITE.company.', 'Firmenangaben', 'content/company.yaml', ''],
  ['SITE.', 'Firmenangaben', 'content/company.yaml', ''],
  ['OPERATOR.hosting.serverLocation', 'Dienstleister und Datenschutz', 'content/operations.yaml', 'hosting.location'],
  ['OPERATOR.mail.serverLocation', 'Dienstleister und Datenschutz', 'content/operations.yaml', 'mail.location'],
  ['OPERATOR.backups.offsite.', 'Dienstleister und Datenschutz', 'content/operations.yaml', 'backupStorage.'],
  ['OPERATOR.hosting.', 'Dienstleister und Datenschutz', 'content/operations.yaml', 'hosting.'],
  ['OPERATOR.mail.', 'Dienstleister und Datenschutz', 'content/operations.yaml', 'mail.'],
  [
    'OPERATOR.dataProtectionOfficer.',
    'Dienstleister und Datenschutz',
    'content/operations.yaml',
    'dataProtectionOfficer.',
  ],
  ['OPERATOR.internship.', 'Praktikumsvergütung', 'content/internship.yaml', ''],
  ['SOFTWARE.hosting.provider', 'Software: Betrieb und Vertrag', 'content/software.yaml', 'hostingProvider'],
  ['SOFTWARE.hosting.', 'Software: Betrieb und Vertrag', 'content/software.yaml', ''],
  ['SOFTWARE.terms.', 'Software: Betrieb und Vertrag', 'content/software.yaml', ''],
  ['SOFTWARE.', 'Software: Betrieb und Vertrag', 'content/software.yaml', ''],
  ['HR_CONTACT.phoneHref', 'Ansprechperson Karriere', 'content/hr-contact.yaml', 'phone'],
  ['HR_CONTACT.', 'Ansprechperson Karriere', 'content/hr-contact.yaml', ''],
]

/** Code, not content: these SITE values stay in app/config/site.ts. */
const SITE_CODE = /^SITE\.(?:responseHours|copyright)\b/

/**
 * Where to change the values at `paths` (one demo entry's): the editor's form with the content
 * file and its fields, e.g. 'the editor, “Firmenangaben” (content/company.yaml: vatId)', or
 * 'app/config/links.ts: EXTERNAL.aiActTraining'.
 */
export function whereToChange(paths: readonly string[]): string {
  const places = new Map<string, Set<string>>()
  for (const path of paths) {
    const source = SITE_CODE.test(path) ? undefined : SOURCES.find(([prefix]) => path.startsWith(prefix))
    const [place, field] = source
      ? [`the editor, “${source[1]}” (${source[2]}`, `${source[3]}${path.slice(source[0].length)}`]
      : [IN_LINKS.test(path) ? LINKS_FILE : SITE_FILE, path]
    places.set(place, (places.get(place) ?? new Set()).add(field))
  }
  return [...places]
    .map(
      ([place, fields]) =>
        `${place}: ${[...fields].join(', ')}${place === SITE_FILE || place === LINKS_FILE ? '' : ')'}`,
    )
    .join('; ')
}

/**
 * The demo values that do not give themselves away by a reserved domain. Each entry lists
 * the leaves that identify the demo, by path into the configuration, with the shipped value;
 * the entry is reported while any of them is unchanged. Leaves a real operator may share with
 * the demo (the city Berlin, the register court of Berlin, a server location) are left out.
 */
const SHIPPED_DEMO: readonly { what: string; values: Record<string, unknown> }[] = [
  { what: 'Brand name', values: { 'SITE.brand': 'Mandatwerk' } },
  { what: 'Registered company name', values: { 'SITE.legalName': 'Mandatwerk GmbH' } },
  { what: 'Main phone number', values: { 'SITE.phone': '+49 30 1234567-0', 'SITE.phoneHref': 'tel:+493012345670' } },
  { what: 'Office address', values: { 'SITE.address.street': 'Friedrichstraße 123' } },
  { what: 'Managing directors', values: { 'SITE.company.representatives': ['Jonas Weber'] } },
  { what: 'Commercial register number', values: { 'SITE.company.registerNumber': 'HRB 000000 B' } },
  { what: 'VAT ID', values: { 'SITE.company.vatId': 'DE000000000' } },
  { what: 'Person responsible for content (§ 18 MStV)', values: { 'SITE.company.contentResponsible': 'Jonas Weber' } },
  { what: 'Name of the sister AI product', values: { 'EXTERNAL.sisterAi.name': 'Mandatwerk Assist' } },
  { what: 'HR contact person', values: { 'HR_CONTACT.name': 'Lea Hoffmann' } },
  {
    what: 'HR contact phone number',
    values: { 'HR_CONTACT.phone': '+49 30 1234567-20', 'HR_CONTACT.phoneHref': 'tel:+4930123456720' },
  },
  {
    what: "Founder's name (contact card)",
    values: { 'FOUNDER_CARD.firstName': 'Jonas', 'FOUNDER_CARD.lastName': 'Weber', 'FOUNDER_CARD.name': 'Jonas Weber' },
  },
  { what: "Founder's company (contact card)", values: { 'FOUNDER_CARD.organisation': 'Mandatwerk GmbH' } },
  {
    what: "Founder's phone numbers (contact card)",
    values: { 'FOUNDER_CARD.mobile': '+49 151 00000000', 'FOUNDER_CARD.office': '+49 30 1234567-0' },
  },
  {
    // The README publishes the demo token, so the gated path is no secret until it changes.
    what: 'Contact card paths (slug and the gated path’s token)',
    values: { 'FOUNDER_CARD.slug': 'jonas-weber', 'FOUNDER_CARD.token': 'k7m2q9' },
  },
  {
    what: 'Hosting provider (privacy policy)',
    values: {
      'OPERATOR.hosting.provider': 'Havelnetz Rechenzentren GmbH',
      'OPERATOR.hosting.address': 'Am Borsigturm 100, 13507 Berlin',
    },
  },
  {
    what: 'Mail provider (privacy policy)',
    values: { 'OPERATOR.mail.provider': 'Mailhafen GmbH', 'OPERATOR.mail.address': 'Großer Burstah 30, 20457 Hamburg' },
  },
  {
    what: 'Data-protection officer (privacy policy)',
    values: {
      'OPERATOR.dataProtectionOfficer.name': 'Dr. Katrin Albers',
      'OPERATOR.dataProtectionOfficer.address': 'Schönhauser Allee 36, 10435 Berlin',
    },
  },
  { what: 'Internship pay per hour (careers page)', values: { 'OPERATOR.internship.hourlyPayEur': 15.4 } },
  {
    what: 'Off-site backup provider (privacy policy; RESTIC_REPOSITORY)',
    values: {
      'OPERATOR.backups.offsite.provider': 'Spreespeicher Datensicherung GmbH',
      'OPERATOR.backups.offsite.address': 'Lützowufer 12, 10785 Berlin',
    },
  },
  {
    what: 'Hosting, AI models and contract terms of the campaign tools (tools and home page)',
    values: {
      'SOFTWARE.hosting.provider': 'Havelnetz Rechenzentren GmbH',
      'SOFTWARE.aiModels':
        'The AI features use language models running on the same servers; no data goes to AI providers outside the EU.',
      'SOFTWARE.terms.minimumTermMonths': 3,
    },
  },
]

/** Addresses on domains reserved for examples and tests never reach anyone. */
const RESERVED_DOMAIN = /\.(?:example|test|invalid)\b|\blocalhost\b/i

const CARD_PASSWORD_WHERE = {
  environment: 'CARD_PASSWORD at build time (unset: the demo default in app/config/card-password.server.ts)',
  build: 'the existing build (build/.card-gate.json): rebuild with CARD_PASSWORD set, e.g. `npm run build`',
} as const

function valueAt(config: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], config)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Every string in the configuration with its path, e.g. ['SITE.email', 'kontakt@…']. */
function stringLeaves(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]]
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, child]) => stringLeaves(child, path ? `${path}.${key}` : key))
}

/**
 * The demo values still in `config` and the card password, in a stable order: the table's
 * entries first, then addresses on reserved domains, then the password. Pure: reads nothing
 * but its arguments.
 */
export function findDemoValues(config: SiteConfig, cardPassword: CardPasswordState = {}): DemoValue[] {
  const found: DemoValue[] = []
  const reported = new Set<string>()
  for (const entry of SHIPPED_DEMO) {
    const demoPaths = Object.entries(entry.values).filter(([path, demo]) => same(valueAt(config, path), demo))
    if (demoPaths.length === 0) continue
    found.push({
      what: entry.what,
      where: whereToChange(demoPaths.map(([path]) => path)),
      value: show(demoPaths[0]![1]),
    })
    for (const [path] of demoPaths) reported.add(path)
  }
  for (const [path, value] of stringLeaves(config, '')) {
    if (reported.has(path) || !RESERVED_DOMAIN.test(value)) continue
    const what = /^https?:/.test(value) ? 'Link to a reserved demo domain' : 'Address on a reserved demo domain'
    found.push({ what, where: whereToChange([path]), value })
  }
  for (const source of ['environment', 'build'] as const) {
    if (cardPassword[source]) {
      found.push({ what: 'Contact card password', where: CARD_PASSWORD_WHERE[source], value: '(the demo password)' })
    }
  }
  return found
}

/** Name of the card gate record a build keeps beside its client directory, never served (scripts/card-gate-plugin.ts). */
export const CARD_GATE_RECORD_FILE = '.card-gate.json'

/** The card gate record of the build whose client directory is `clientDir`. */
export function cardGateRecordFile(clientDir: string): string {
  return join(dirname(clientDir), CARD_GATE_RECORD_FILE)
}

/**
 * Whether the build in `clientDir` was made with the demo card password; undefined when
 * there is no build record. The build stores only a salted hash, so this derives the demo
 * password's hash with the same salt: about half a second (600,000 PBKDF2 iterations).
 */
export async function buildUsesDemoCardPassword(clientDir: string): Promise<boolean | undefined> {
  const file = cardGateRecordFile(clientDir)
  if (!existsSync(file)) return undefined
  // The same check as the browser's card gate (app/lib/password-hash.ts), with Node's Web Crypto.
  return verifyPassword(DEFAULT_CARD_PASSWORD, JSON.parse(readFileSync(file, 'utf8')) as PasswordRecord)
}

/** Whether a build made now, with this environment, would use the demo card password. */
export function environmentUsesDemoCardPassword(env: NodeJS.ProcessEnv = process.env): boolean {
  return cardPassword(env) === DEFAULT_CARD_PASSWORD
}

/**
 * For the production start-up check: the demo values in the configuration this server was
 * built with and in the build it serves (about half a second, for the card password's hash);
 * an empty list means nothing demo is left. server/index.ts runs it with the settings' own
 * checks (server/env.ts, loadServerEnv), so the refusal lists every problem together.
 */
export async function goLiveDemoValues({ clientDir }: { clientDir: string }): Promise<DemoValue[]> {
  return findDemoValues(shippedConfig, { build: await buildUsesDemoCardPassword(clientDir) })
}
