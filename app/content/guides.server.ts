/**
 * The guides as the pages read them (app/content/guides/types.ts), computed from the files under
 * content/guides/ (read and validated by app/content/reader/read-content.ts against keystatic/guides.ts).
 * Runs at build time only: the Vite plugin hands the finished objects to the pages as a plain
 * module (app/content/reader/modules/guides.ts), so no Markdoc, YAML or reader code reaches the browser.
 *
 * Computed here, not stored: the path (from the file name), the brand in titles and text, the
 * steps' numbers, a cost share's kind, the stat sections' dialog title; and the rules a field
 * cannot state alone – a section list that names existing sections of the right kind, the hub
 * naming every guide once, running text that is paragraphs only.
 */
import type { Entry } from '@keystatic/core/reader'
import type { Node } from '@markdoc/markdoc'

import type keystaticConfig from '../../keystatic.config.ts'
import { BRAND_PLACEHOLDER } from '../../keystatic/guide-fields.ts'
import { SITE } from '../config/site.ts'
import type { AnyGuideBlock, GuidePage } from './guides/types.ts'
import { ContentError } from './reader/read-content.ts'

type Data = Record<string, unknown>

/** A guide as stored in content/guides/<slug>.yaml: the type Keystatic infers from keystatic/guides.ts. */
export type GuideEntry = Entry<(typeof keystaticConfig)['collections']['guides']>
/** One of a guide's `sections`, by its kind (`discriminant`, keystatic/guide-sections.ts). */
type Section = GuideEntry['sections'][number]
/** One of a guide's `body` blocks: how a section is shown. */
type BodyBlock = GuideEntry['body'][number]
type Markdoc = Parameters<typeof paragraphs>[0]

/** The section kind (keystatic/guide-sections.ts) each way of showing a section needs. */
const SECTION_OF = {
  prose: 'article',
  comparison: 'comparison',
  cards: 'cards',
  steps: 'steps',
  figures: 'figures',
  stats: 'stats',
  faq: 'faq',
  callout: 'callout',
  'dos-and-donts': 'dosAndDonts',
  'cost-ranges': 'costRanges',
  'cost-shares': 'costShares',
  platforms: 'platforms',
  'social-advice': 'socialAdvice',
} as const satisfies Record<BodyBlock['discriminant'], Section['discriminant']>

/** A problem in one field of one file, as the staff read it. */
const fail = (file: string, field: string, message: string): never => {
  throw new ContentError([{ file, message: `${field}: ${message}` }])
}

/** SITE.brand where the text says {Marke}. */
const branded = (text: string) => text.replaceAll(BRAND_PLACEHOLDER, SITE.brand)

/** Markdoc text → its paragraphs; anything but plain paragraphs fails with the field named. */
export function paragraphs(markdoc: { node: Node } | null | undefined, file: string, field: string): string[] {
  const result: string[] = []
  for (const block of markdoc?.node.children ?? []) {
    if (block.type !== 'paragraph') fail(file, field, `nur Absätze erlaubt, keine ${block.type === 'list' ? 'Aufzählung' : `„${block.type}“`}`)
    let text = ''
    for (const node of block.walk()) {
      if (node.type === 'text') text += String(node.attributes.content)
      else if (node.type === 'softbreak' || node.type === 'hardbreak') text += ' '
      else if (node.type !== 'inline') fail(file, field, `nur unformatierter Text erlaubt, keine Formatierung „${node.type}“`)
    }
    result.push(branded(text.trim()))
  }
  return result
}

/** Brand in every string; empty optional values (text, list, select) left out, as in the pages' data. */
function clean(value: string): string
function clean(value: object): Data
function clean(value: unknown): unknown
function clean(value: unknown): unknown {
  if (typeof value === 'string') return branded(value)
  if (Array.isArray(value)) return value.map(clean)
  if (value && typeof value === 'object' && !('node' in value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== '' && item !== null && !(Array.isArray(item) && item.length === 0))
    return Object.fromEntries(entries.map(([key, item]) => [key, clean(item)]))
  }
  return value
}

/** A source as the dialog shows it; the figure's year stays in the file as its record, and must be there. */
function source({ year, ...rest }: { label: string; note: string; year?: string }, file: string, field: string) {
  if (year === '') fail(file, `${field}.year`, 'eine Zahl braucht das Jahr ihrer Quelle')
  return clean(rest)
}

/** One entry of `sections` as the page reads it, mapped by its kind. */
function sectionOf(section: Section, file: string, field: string): Data {
  const withIntro = (head: { id: string; heading: string; intro: Markdoc }, data: Data) => {
    const introText = paragraphs(head.intro, file, `${field}.intro`)
    return { ...clean({ id: head.id, heading: head.heading }), ...(introText.length > 0 && { intro: introText }), ...data }
  }
  switch (section.discriminant) {
    case 'article': {
      const { value } = section
      return withIntro(value, { paragraphs: paragraphs(value.paragraphs, file, `${field}.paragraphs`), ...clean({ bullets: value.bullets }) })
    }
    case 'callout': {
      const { value } = section
      const sources = value.sources.map((from, index) => source(from, file, `${field}.sources.${index}`))
      return {
        title: branded(value.title),
        tone: value.tone,
        paragraphs: paragraphs(value.paragraphs, file, `${field}.paragraphs`),
        ...(sources.length > 0 && { sources }),
      }
    }
    case 'steps': {
      const { value } = section
      return withIntro(value, { items: value.items.map((item, index) => ({ number: index + 1, ...clean(item) })) })
    }
    case 'stats': {
      const { value } = section
      return withIntro(value, {
        sourceDialogTitle: 'Quelle',
        sourceButtonLabel: clean(value.sourceButtonLabel),
        items: value.items.map(({ source: from, ...item }, index) => ({
          ...clean(item),
          source: source(from, file, `${field}.items.${index}.source`),
        })),
      })
    }
    case 'platforms': {
      const { value } = section
      return withIntro(value, {
        items: value.items.map(({ source: from, ...item }, index) => ({
          ...clean(item),
          source: source(from, file, `${field}.items.${index}.source`),
        })),
        footnote: clean(value.footnote),
      })
    }
    case 'costShares': {
      const { value } = section
      return withIntro(value, {
        ...clean({ chartTitle: value.chartTitle, tableCaption: value.tableCaption, columns: value.columns }),
        items: value.items.map(({ id, label, min, max, ...item }) => {
          const variable = min === null || max === null
          return {
            id,
            kind: variable ? 'variable' : 'range',
            label,
            min: variable ? null : min,
            max: variable ? null : max,
            mandatory: variable,
            ...clean(item),
          }
        }),
        footnote: clean(value.footnote),
      })
    }
    case 'dosAndDonts': {
      const { key: _key, ...rest } = section.value
      return clean(rest)
    }
    case 'comparison':
    case 'cards':
    case 'figures':
    case 'faq':
    case 'costRanges':
    case 'socialAdvice': {
      const { key: _key, id: _id, heading: _heading, intro: _intro, ...more } = section.value
      return withIntro(section.value, clean(more))
    }
  }
}

/** The page's section list, each naming a section of the right kind (GuideBlock in ./guides/types.ts). */
function bodyOf(entry: GuideEntry, kinds: Map<string, Section['discriminant']>, file: string): AnyGuideBlock[] {
  return entry.body.map(({ discriminant: kind, value }: BodyBlock, index) => {
    const field = `body.${index}.value`
    const expect = (name: string, wanted: Section['discriminant'], at: string) => {
      const found = kinds.get(name)
      if (found === undefined) fail(file, `${field}.${at}`, `„${name}“ ist kein Abschnitt unter „sections“`)
      if (found !== wanted) fail(file, `${field}.${at}`, `„${name}“ ist ein Abschnitt der Art „${found}“, „${kind}“ braucht „${wanted}“`)
    }
    expect(value.section, SECTION_OF[kind], 'section')
    const callout = 'callout' in value ? value.callout : ''
    if (callout) expect(callout, 'callout', 'callout')
    const block: Data = { kind, section: value.section }
    if (callout) block.callout = callout
    if ('numbered' in value && value.numbered) block.numbered = true
    if ('columns' in value && value.columns) block.columns = Number(value.columns)
    if ('id' in value && value.id) block.id = value.id
    return block as AnyGuideBlock
  })
}

/** One guide page from its file: header fields, then its sections, then links, call to action and layout. */
export function guidePage(slug: string, file: string, entry: GuideEntry): GuidePage {
  const kinds = new Map<string, Section['discriminant']>()
  const sections: Data = {}
  entry.sections.forEach((section, index) => {
    const { key } = section.value
    if (kinds.has(key)) fail(file, `sections.${index}.value.key`, `„${key}“ gibt es zweimal`)
    kinds.set(key, section.discriminant)
    sections[key] = sectionOf(section, file, `sections.${index}.value`)
  })
  const body = bodyOf(entry, kinds, file)
  if (entry.dateModified < entry.datePublished) fail(file, 'dateModified', 'liegt vor der Erstveröffentlichung')
  const { seo } = entry
  return {
    path: `/${slug}`,
    ...clean({ shortTitle: entry.shortTitle, teaser: entry.teaser, focusKeyword: entry.focusKeyword }),
    seo: { title: `${branded(seo.title)} | ${SITE.brand}`, description: branded(seo.description) },
    ...clean({ breadcrumb: entry.breadcrumb, kicker: entry.kicker, headline: entry.headline }),
    intro: paragraphs(entry.intro, file, 'intro'),
    datePublished: entry.datePublished,
    dateModified: entry.dateModified,
    ...sections,
    ...clean({ related: entry.related, cta: entry.cta }),
    body,
  } as unknown as GuidePage
}

/** The guides in the hub's order; the order must name every guide exactly once. */
export function orderGuides<G extends { path: string }>(order: readonly string[], guides: readonly G[], file: string): G[] {
  const byPath = new Map(guides.map((guide) => [guide.path, guide]))
  order.forEach((path, index) => {
    if (!byPath.has(path)) fail(file, `order[${index}]`, `zu „${path}“ gibt es keinen Ratgeber unter content/guides/`)
    if (order.indexOf(path) !== index) fail(file, `order[${index}]`, `„${path}“ steht zweimal in der Reihenfolge`)
  })
  const missing = guides.filter((guide) => !order.includes(guide.path)).map((guide) => guide.path)
  if (missing.length > 0) fail(file, 'order', `es fehlt ${missing.join(', ')} – jeder Ratgeber muss genau einmal vorkommen`)
  return order.map((path) => byPath.get(path)!)
}

/** The hub's copy (/ratgeber) from content/guides/hub/index.yaml. */
export function guideHub(entry: Entry<(typeof keystaticConfig)['singletons']['guideHub']>, file: string) {
  const { order: _order, seo, intro, cta: _cta, ...rest } = entry
  const { title, description } = seo
  const copy = clean(rest)
  // Checked against GuideHubContent where the page takes it (./guides/content.ts), as the copy's fields are.
  const cta: unknown = clean(entry.cta)
  return {
    path: '/ratgeber',
    seo: { title: `${branded(title)} | ${SITE.brand}`, description: branded(description) },
    breadcrumb: copy.breadcrumb,
    kicker: copy.kicker,
    headline: copy.headline,
    intro: paragraphs(intro, file, 'intro'),
    listLabel: copy.listLabel,
    facts: copy.facts,
    updated: copy.updated,
    readingTime: copy.readingTime,
    readMore: copy.readMore,
    feed: copy.feed,
    cta,
  }
}
