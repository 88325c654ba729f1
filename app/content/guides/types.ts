/**
 * The guides' page types, derived from what app/content/guides.server.ts returns (docs/decisions/044):
 * `GuidePage` is a guide page, `SectionData<kind>` one of its sections, `GuideBlock` one entry of its
 * `body`. Nothing here is written twice: the names below are the parts the components take.
 */
import type { BodyKind, guideHub, guidePage, SECTION_OF, SectionData, SectionKind } from '../guides.server.ts'
import type { GuideIconName } from '../types.ts'

export type { BodyKind, GuideBlock, SectionData, SectionKind } from '../guides.server.ts'

/** Fields the schema lets stay empty (texts without a minimum, lists with `min` 0): left out of the page when empty. */
type MayBeEmpty = 'note' | 'url' | 'keywords' | 'points' | 'bullets' | 'related'
/** The fields of `T` clean() may leave out: a select with an empty choice, a number left blank, or one of `MayBeEmpty`. */
type OptionalKey<T> = {
  [K in keyof T]-?: K extends MayBeEmpty ? K : null extends T[K] ? K : string extends T[K] ? never : '' extends T[K] ? K : never
}[keyof T]
type Flat<T> = { [K in keyof T]: T[K] }
/** What clean() (guides.server.ts) makes of a stored value: the same shape, empty optional fields left out. */
export type Cleaned<T> = T extends { node: unknown }
  ? T
  : T extends readonly (infer E)[]
    ? Cleaned<E>[]
    : T extends object
      ? Flat<
          { [K in Exclude<keyof T, OptionalKey<T>>]: K extends 'icon' ? GuideIconName : Cleaned<T[K]> } & {
            [K in OptionalKey<T>]?: K extends 'icon' ? GuideIconName : Cleaned<Exclude<T[K], '' | null>>
          }
        >
      : T

/** A guide page as the route, the hub, the feed and the tests read it. */
export type GuidePage = ReturnType<typeof guidePage>
/** Copy of the hub /ratgeber (content/guides/hub/index.yaml). */
export type GuideHubContent = ReturnType<typeof guideHub>

/** The section a block of this kind shows, e.g. `SectionFor<'prose'>` is an article. */
export type SectionFor<K extends BodyKind> = SectionData<(typeof SECTION_OF)[K]>
type Item<K extends SectionKind> = SectionData<K> extends { items: readonly (infer I)[] } ? I : never

export type ArticleSection = SectionData<'article'>
export type Callout = SectionData<'callout'>
export type DosAndDonts = SectionData<'dosAndDonts'>
export type StatSection = SectionData<'stats'>
export type SectionHeading = Pick<ArticleSection, 'id' | 'heading' | 'intro'>
export type Stat = Item<'stats'>
export type Source = Stat['source']
export type CardItem = Item<'cards'>
export type Step = Item<'steps'>
export type KeyFigureItem = Item<'figures'>
export type ComparisonRow = Item<'comparison'>
export type CostShare = Item<'costShares'>
export type CostShareLabels = Pick<SectionData<'costShares'>, 'chartTitle' | 'tableCaption' | 'columns'>
export type Platform = Item<'platforms'>
export type ContentMixSlice = SectionData<'socialAdvice'>['contentMix'][number]
export type PostingWindow = SectionData<'socialAdvice'>['postingTimes'][number]
export type CallToAction = GuidePage['cta']
/** A link to another guide in the 'Weiterlesen' block: the guide's own picks, then every other guide (app/lib/guides.ts). */
export type RelatedLink = { label: string; href: GuidePage['path']; description: string }

/**
 * The section a block names, typed by the block's kind. That the name exists and has that kind is what
 * guidePage checked when it built the page (a content file that breaks it fails the build); here only
 * its presence is checked again, so a page built some other way fails loudly rather than half-rendered.
 */
export function sectionFor<K extends BodyKind>(page: GuidePage, block: { kind: K; section: string }): SectionFor<K> {
  const value = page[block.section]
  if (!shows(block, value)) throw new Error(`${page.path}: the body names "${block.section}", which the page does not have`)
  return value
}

function shows<K extends BodyKind>(_block: { kind: K }, value: unknown): value is SectionFor<K> {
  return value !== undefined
}
