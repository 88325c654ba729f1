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
import type { Node } from '@markdoc/markdoc'

import { BRAND_PLACEHOLDER } from '../../keystatic/guide-fields.ts'
import { SITE } from '../config/site.ts'
import type { AnyGuideBlock, GuidePage } from './guides/types.ts'
import { ContentError } from './reader/read-content.ts'

type Data = Record<string, unknown>
type Block = { discriminant: string; value: Data }

/** A guide as stored in content/guides/<slug>.yaml (the `guides` collection). */
export type GuideEntry = Data & { sections: readonly Block[]; body: readonly Block[]; datePublished: string; dateModified: string }

/** The section kind (keystatic/guide-sections.ts) each way of showing a section needs. */
const SECTION_OF: Record<string, string> = {
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
}

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
function source({ year, ...rest }: Data, file: string, field: string) {
  if (year === '') fail(file, `${field}.year`, 'eine Zahl braucht das Jahr ihrer Quelle')
  return clean(rest)
}

function sectionOf(kind: string, value: Data, file: string, field: string): Data {
  const { key: _key, intro, paragraphs: text, ...rest } = value
  const head = clean({ id: rest.id, heading: rest.heading }) as Data
  const withIntro = (data: Data) => {
    const introText = paragraphs(intro as never, file, `${field}.intro`)
    return { ...head, ...(introText.length > 0 && { intro: introText }), ...data }
  }
  const items = rest.items as Data[]
  switch (kind) {
    case 'article':
      return withIntro({ paragraphs: paragraphs(text as never, file, `${field}.paragraphs`), ...(clean({ bullets: rest.bullets }) as Data) })
    case 'callout': {
      const sources = (rest.sources as Data[]).map((from, index) => source(from, file, `${field}.sources.${index}`))
      return {
        title: branded(rest.title as string),
        tone: rest.tone,
        paragraphs: paragraphs(text as never, file, `${field}.paragraphs`),
        ...(sources.length > 0 && { sources }),
      }
    }
    case 'steps':
      return withIntro({ items: items.map((item, index) => ({ number: index + 1, ...(clean(item) as Data) })) })
    case 'stats': {
      const { id: _id, heading: _heading, sourceButtonLabel, ...more } = rest
      return withIntro({
        sourceDialogTitle: 'Quelle',
        sourceButtonLabel: clean(sourceButtonLabel),
        ...more,
        items: items.map(({ source: from, ...item }, index) => ({
          ...(clean(item) as Data),
          source: source(from as Data, file, `${field}.items.${index}.source`),
        })),
      })
    }
    case 'platforms':
      return withIntro({
        items: items.map(({ source: from, ...item }, index) => ({
          ...(clean(item) as Data),
          source: source(from as Data, file, `${field}.items.${index}.source`),
        })),
        footnote: clean(rest.footnote),
      })
    case 'costShares':
      return withIntro({
        ...(clean({ chartTitle: rest.chartTitle, tableCaption: rest.tableCaption, columns: rest.columns }) as Data),
        items: items.map(({ id, label, min, max, ...item }) => {
          const variable = min === null || max === null
          return {
            id,
            kind: variable ? 'variable' : 'range',
            label,
            min: variable ? null : min,
            max: variable ? null : max,
            mandatory: variable,
            ...(clean(item) as Data),
          }
        }),
        footnote: clean(rest.footnote),
      })
    case 'dosAndDonts':
      return clean(rest) as Data
    default: {
      const { id: _id, heading: _heading, ...more } = rest
      return withIntro(clean(more) as Data)
    }
  }
}

/** The page's section list, each naming a section of the right kind (GuideBlock in ./guides/types.ts). */
function bodyOf(entry: GuideEntry, kinds: Map<string, string>, file: string): AnyGuideBlock[] {
  return entry.body.map(({ discriminant: kind, value }, index) => {
    const field = `body.${index}.value`
    const expect = (name: unknown, wanted: string, at: string) => {
      const found = kinds.get(name as string)
      if (found === undefined) fail(file, `${field}.${at}`, `„${String(name)}“ ist kein Abschnitt unter „sections“`)
      if (found !== wanted) fail(file, `${field}.${at}`, `„${String(name)}“ ist ein Abschnitt der Art „${found}“, „${kind}“ braucht „${wanted}“`)
    }
    expect(value.section, SECTION_OF[kind]!, 'section')
    if (value.callout) expect(value.callout, 'callout', 'callout')
    const block: Data = { kind, section: value.section }
    if (value.callout) block.callout = value.callout
    if (value.numbered) block.numbered = true
    if (value.columns) block.columns = Number(value.columns)
    if (value.id) block.id = value.id
    return block as AnyGuideBlock
  })
}

/** One guide page from its file: header fields, then its sections, then links, call to action and layout. */
export function guidePage(slug: string, file: string, entry: GuideEntry): GuidePage {
  const kinds = new Map<string, string>()
  const sections: Data = {}
  entry.sections.forEach(({ discriminant: kind, value }, index) => {
    const key = value.key as string
    if (kinds.has(key)) fail(file, `sections.${index}.value.key`, `„${key}“ gibt es zweimal`)
    kinds.set(key, kind)
    sections[key] = sectionOf(kind, value, file, `sections.${index}.value`)
  })
  const body = bodyOf(entry, kinds, file)
  if (entry.dateModified < entry.datePublished) fail(file, 'dateModified', 'liegt vor der Erstveröffentlichung')
  const seo = entry.seo as { title: string; description: string }
  return {
    path: `/${slug}`,
    ...(clean({ shortTitle: entry.shortTitle, teaser: entry.teaser, focusKeyword: entry.focusKeyword }) as Data),
    seo: { title: `${branded(seo.title)} | ${SITE.brand}`, description: branded(seo.description) },
    ...(clean({ breadcrumb: entry.breadcrumb, kicker: entry.kicker, headline: entry.headline }) as Data),
    intro: paragraphs(entry.intro as never, file, 'intro'),
    datePublished: entry.datePublished,
    dateModified: entry.dateModified,
    ...sections,
    ...(clean({ related: entry.related, cta: entry.cta }) as Data),
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
export function guideHub(entry: Data, file: string) {
  const { order: _order, seo, intro, cta: _cta, ...rest } = entry
  const { title, description } = seo as { title: string; description: string }
  const copy = clean(rest) as Data
  return {
    path: '/ratgeber',
    seo: { title: `${branded(title)} | ${SITE.brand}`, description: branded(description) },
    breadcrumb: copy.breadcrumb,
    kicker: copy.kicker,
    headline: copy.headline,
    intro: paragraphs(intro as never, file, 'intro'),
    listLabel: copy.listLabel,
    facts: copy.facts,
    updated: copy.updated,
    readingTime: copy.readingTime,
    readMore: copy.readMore,
    feed: copy.feed,
    cta: clean(entry.cta),
  }
}
