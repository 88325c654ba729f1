/**
 * The guides as the pages read them, computed from the files under content/guides/ (read and
 * validated by app/content/reader/read-content.ts against keystatic/guides.ts); what these functions
 * return is the pages' type (app/content/guides/types.ts, docs/decisions/044). Runs at build time
 * only: the Vite plugin hands the finished objects to the pages as a plain module
 * (app/content/reader/modules/guides.ts), so no Markdoc, YAML or reader code reaches the browser.
 *
 * Computed here, not stored: the path (from the file name), the placeholders such as {Marke}
 * (fillPlaceholders, app/content/placeholders.server.ts), the steps' numbers, a cost share's
 * kind, the stat sections' dialog title; and the rules a field cannot state alone – a section
 * list that names existing sections of the right kind, the hub naming every guide once, running
 * text that is paragraphs only.
 */
import type { Entry } from '@keystatic/core/reader'
import type { Node } from '@markdoc/markdoc'

import type keystaticConfig from '../../keystatic.config.ts'
import { GUIDE_ICON_NAMES } from '../../keystatic/guide-fields.ts'
import { SITE } from '../config/site.ts'
import type { Cleaned } from './guides/types.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import { ContentError } from './reader/read-content.ts'

/** A guide as stored in content/guides/<slug>.yaml: the type Keystatic infers from keystatic/guides.ts. */
export type GuideEntry = Entry<(typeof keystaticConfig)['collections']['guides']>
/** One of a guide's `sections`, by its kind (`discriminant`, keystatic/guide-sections.ts). */
type Section = GuideEntry['sections'][number]
/** A kind of section (keystatic/guide-sections.ts), e.g. 'stats'. */
export type SectionKind = Section['discriminant']
/** One of a guide's `body` blocks: how a section is shown. */
type BodyBlock = GuideEntry['body'][number]
/** A way of showing a section (keystatic/guides.ts `BODY_KINDS`), e.g. 'prose'. */
export type BodyKind = BodyBlock['discriminant']
type Markdoc = Parameters<typeof paragraphs>[0]

/** The section kind (keystatic/guide-sections.ts) each way of showing a section needs. */
export const SECTION_OF = {
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
} as const satisfies Record<BodyKind, SectionKind>

/** A problem in one field of one file, as the staff read it. */
const fail = (file: string, field: string, message: string): never => {
  throw new ContentError([{ file, message: `${field}: ${message}` }])
}

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
    result.push(text.trim())
  }
  return result
}

/** Empty optional values (text, list, select, number) left out, as in the pages' data (`Cleaned`, ./guides/types.ts). */
function clean<T>(value: T): Cleaned<T>
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean)
  if (value && typeof value === 'object' && !('node' in value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== '' && item !== null && !(Array.isArray(item) && item.length === 0))
    // An `icon` is one of the schema's names (Keystatic's reader has refused any other), which `Cleaned` says.
    for (const [key, item] of entries) if (key === 'icon' && !GUIDE_ICON_NAMES.some((name) => name === item)) throw new Error(`unknown icon ${String(item)}`)
    return Object.fromEntries(entries.map(([key, item]) => [key, clean(item)]))
  }
  return value
}

/** A source as the dialog shows it; the figure's year stays in the file as its record, and must be there. */
function source<S extends { year?: string }>({ year, ...rest }: S, file: string, field: string) {
  if (year === '') fail(file, `${field}.year`, 'eine Zahl braucht das Jahr ihrer Quelle')
  return clean(rest)
}

/** One entry of `sections` as the page reads it (`data`), mapped by its kind; `SectionData<kind>` is its type. */
function sectionOf(section: Section, file: string, field: string) {
  const withIntro = <D extends object>(head: { id: string; heading: string; intro: Markdoc }, data: D) => {
    const introText = paragraphs(head.intro, file, `${field}.intro`)
    return { ...clean({ id: head.id, heading: head.heading }), ...(introText.length > 0 && { intro: introText }), ...data }
  }
  switch (section.discriminant) {
    case 'article': {
      const { discriminant: kind, value } = section
      const text = paragraphs(value.paragraphs, file, `${field}.paragraphs`)
      return { kind, data: withIntro(value, { paragraphs: text, ...clean({ bullets: value.bullets }) }) }
    }
    case 'callout': {
      const { discriminant: kind, value } = section
      const sources = value.sources.map((from, index) => source(from, file, `${field}.sources.${index}`))
      const text = paragraphs(value.paragraphs, file, `${field}.paragraphs`)
      return { kind, data: { title: value.title, tone: value.tone, paragraphs: text, ...(sources.length > 0 && { sources }) } }
    }
    case 'steps': {
      const { discriminant: kind, value } = section
      return { kind, data: withIntro(value, { items: value.items.map((item, index) => ({ number: index + 1, ...clean(item) })) }) }
    }
    case 'stats': {
      const { discriminant: kind, value } = section
      const data = withIntro(value, {
        sourceDialogTitle: 'Quelle' as const,
        sourceButtonLabel: value.sourceButtonLabel,
        items: value.items.map(({ source: from, ...item }, index) => ({
          ...clean(item),
          source: source(from, file, `${field}.items.${index}.source`),
        })),
      })
      return { kind, data }
    }
    case 'platforms': {
      const { discriminant: kind, value } = section
      const data = withIntro(value, {
        items: value.items.map(({ source: from, ...item }, index) => ({
          ...clean(item),
          source: source(from, file, `${field}.items.${index}.source`),
        })),
        footnote: value.footnote,
      })
      return { kind, data }
    }
    case 'costShares': {
      const { discriminant: kind, value } = section
      const data = withIntro(value, {
        ...clean({ chartTitle: value.chartTitle, tableCaption: value.tableCaption, columns: value.columns }),
        items: value.items.map(({ id, label, min, max, ...item }) =>
          min === null || max === null
            ? { id, kind: 'variable' as const, label, min: null, max: null, mandatory: true as const, ...clean(item) }
            : { id, kind: 'range' as const, label, min, max, mandatory: false as const, ...clean(item) },
        ),
        footnote: value.footnote,
      })
      return { kind, data }
    }
    case 'dosAndDonts': {
      const { key: _key, ...rest } = section.value
      return { kind: section.discriminant, data: clean(rest) }
    }
    // The rest are shown as stored: heading and intro, then their fields.
    case 'comparison':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
    case 'cards':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
    case 'figures':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
    case 'faq':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
    case 'costRanges':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
    case 'socialAdvice':
      return { kind: section.discriminant, data: withIntro(section.value, rest(section.value)) }
  }
}

/** A section's own fields after its name, anchor, heading and intro. */
function rest<V extends { key: string; id: string; heading: string; intro: unknown }>(value: V) {
  const { key: _key, id: _id, heading: _heading, intro: _intro, ...more } = value
  return clean(more)
}

/** What the page holds under a section's name, by the section's kind (e.g. `SectionData<'stats'>`). */
export type SectionData<K extends SectionKind = SectionKind> = Extract<ReturnType<typeof sectionOf>, { kind: K }>['data']

/** The page's section list, each naming a section of the right kind (checked here, relied on by `sectionFor`, ./guides/types.ts). */
function bodyOf(entry: GuideEntry, kinds: Map<string, SectionKind>, file: string): GuideBlock[] {
  return entry.body.map((block, index) => {
    const { discriminant: kind, value } = block
    const field = `body.${index}.value`
    const expect = (name: string, wanted: SectionKind, at: string) => {
      const found = kinds.get(name)
      if (found === undefined) fail(file, `${field}.${at}`, `„${name}“ ist kein Abschnitt unter „sections“`)
      if (found !== wanted) fail(file, `${field}.${at}`, `„${name}“ ist ein Abschnitt der Art „${found}“, „${kind}“ braucht „${wanted}“`)
    }
    expect(value.section, SECTION_OF[kind], 'section')
    const callout = 'callout' in value ? value.callout : ''
    if (callout) expect(callout, 'callout', 'callout')
    return blockOf(block)
  })
}

/** One entry of a page's `body`, one member per kind, so that a switch on `kind` narrows it to one. */
export type GuideBlock = PerKind<ReturnType<typeof blockOf>>
type PerKind<B> = B extends { kind: infer K } ? (K extends unknown ? Omit<B, 'kind'> & { kind: K } : never) : never

/** A body block as the page reads it: its kind, the section's name and that kind's options, left out when unset. */
function blockOf(block: BodyBlock) {
  const kind = block.discriminant
  const { section } = block.value
  switch (kind) {
    case 'prose':
    case 'social-advice': {
      const { callout } = block.value
      return { kind, section, ...(callout ? { callout } : {}) }
    }
    case 'cards': {
      const { numbered, columns } = block.value
      return { kind, section, ...(numbered ? { numbered } : {}), ...(columns ? { columns: Number(columns) } : {}) }
    }
    case 'figures':
      return { kind, section, columns: Number(block.value.columns) }
    case 'callout':
    case 'dos-and-donts':
      return { kind, section, id: block.value.id }
    default:
      return { kind, section }
  }
}

/**
 * One guide page from its file: header fields, then its sections under their names, then links, call to action and
 * layout. The page's type is what this returns (`GuidePage`, ./guides/types.ts).
 */
export function guidePage(slug: string, file: string, entry: GuideEntry) {
  const kinds = new Map<string, SectionKind>()
  const sections: Record<string, unknown> = {}
  entry.sections.forEach((section, index) => {
    const { key } = section.value
    if (kinds.has(key)) fail(file, `sections.${index}.value.key`, `„${key}“ gibt es zweimal`)
    kinds.set(key, section.discriminant)
    sections[key] = sectionOf(section, file, `sections.${index}.value`).data
  })
  const body = bodyOf(entry, kinds, file)
  if (entry.dateModified < entry.datePublished) fail(file, 'dateModified', 'liegt vor der Erstveröffentlichung')
  const { seo } = entry
  const head = {
    path: `/${slug}` as const,
    ...clean({ shortTitle: entry.shortTitle, teaser: entry.teaser, focusKeyword: entry.focusKeyword }),
    seo: { title: `${seo.title} | ${SITE.brand}`, description: seo.description },
    ...clean({ breadcrumb: entry.breadcrumb, kicker: entry.kicker, headline: entry.headline }),
    intro: paragraphs(entry.intro, file, 'intro'),
    datePublished: entry.datePublished,
    dateModified: entry.dateModified,
  }
  // The sections sit between the header fields and the links, each under its name, as in the pages' data.
  return fillPlaceholders(file, Object.assign(head, sections, { ...clean({ related: entry.related, cta: entry.cta }), body }))
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
  const { order: _order, seo, intro, cta: _cta, ...fields } = entry
  const { title, description } = seo
  const copy = clean(fields)
  return fillPlaceholders(file, {
    path: '/ratgeber',
    seo: { title: `${title} | ${SITE.brand}`, description },
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
    cta: clean(entry.cta),
  })
}
