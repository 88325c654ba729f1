/**
 * `#content/guides` for code Node runs itself – the route table in react-router.config.ts,
 * Playwright, the post-build scripts: the guides and the hub's copy read through the guides'
 * loader, as `virtual:content/guides`, which the builds and vitest get instead (package.json
 * "imports"; scripts/content/content-plugin.ts, docs/decisions/046), once per process – in
 * postbuild, what the pages' build read (docs/decisions/047). Each guide named here is
 * checked at load for the sections the tests and checks name by kind.
 */
import { SECTION_OF } from '../../guides.server.ts'
import type { GuidePage, SectionData, SectionKind } from '../../guides/types.ts'
import { readArea } from '../loaded-content.ts'
import { guidesModule } from '../modules/guides.ts'

const root = process.cwd()
const { exports } = await readArea('virtual:content/guides', root, () => guidesModule.load(root))

/** Every guide, in the hub's order. */
export const GUIDES: readonly GuidePage[] = exports.GUIDES
export const GUIDE_HUB = exports.GUIDE_HUB

/**
 * A section's kind; or its kind, the number of its items and fields every item has, where a test
 * counts on them (`['faq', 17]`, `['cards', 10, 'keywords']`).
 */
type Spec = SectionKind | readonly [SectionKind, number, ...string[]]
type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Tuple<T, N, [...Acc, T]>
type Counted<D, N extends number, F> = D extends { items: readonly (infer I)[] }
  ? Omit<D, 'items'> & { items: Tuple<I & Required<Pick<I, F & keyof I>>, N> }
  : never
type Declared<M> = {
  [K in keyof M]: M[K] extends readonly [infer S extends SectionKind, infer N extends number, ...infer F]
    ? Counted<SectionData<S>, N, F[number]>
    : M[K] extends SectionKind
      ? SectionData<M[K]>
      : never
}

/** Whether each named section is in the page's body with that kind (and that many items, each with those fields). */
function describes<const M extends Record<string, Spec>>(page: GuidePage, sections: M): page is GuidePage & Declared<M> {
  const kinds = new Map<string, SectionKind>()
  for (const block of page.body) {
    kinds.set(block.section, SECTION_OF[block.kind])
    if ('callout' in block && block.callout) kinds.set(block.callout, 'callout')
  }
  return Object.entries(sections).every(([name, spec]) => {
    const [kind, count, ...fields] = typeof spec === 'string' ? [spec] : spec
    const section = page[name]
    const items: unknown[] = typeof section === 'object' && section && 'items' in section && Array.isArray(section.items) ? section.items : []
    const complete = items.every((item) => typeof item === 'object' && item && fields.every((field) => field in item))
    return kinds.get(name) === kind && (count === undefined || (items.length === count && complete))
  })
}

/** One guide with the sections the tests and checks name by kind; fails at load when the content says otherwise. */
function guide<const M extends Record<string, Spec>>(path: string, sections: M) {
  const page = GUIDES.find((one) => one.path === path)
  if (!page || !describes(page, sections)) throw new Error(`${path}: its sections are not ${JSON.stringify(sections)}`)
  return page
}

export const campaignGuide = guide('/campaign-guide', {
  steps: ['steps', 6],
  successFactors: ['cards', 3],
  pitfalls: 'article',
})
export const campaignStrategy = guide('/campaign-strategy', {
  why: 'article',
  comparison: 'comparison',
  factors: ['cards', 10, 'keywords'],
  timing: 'article',
})
export const campaignCosts = guide('/campaign-costs', {
  ranges: ['costRanges', 3],
  shares: 'costShares',
  budgetTips: 'figures',
  legal: 'article',
  legalCallout: 'callout',
})
export const digitalCampaigns = guide('/digital-campaigns', {
  stats: ['stats', 3],
  channels: ['cards', 6],
  strategy: ['steps', 4],
  legalCallout: 'callout',
})
export const socialMediaCampaigns = guide('/social-media-campaigns', {
  stats: ['stats', 4],
  platforms: ['platforms', 6],
  contentStrategies: ['cards', 4],
  advice: 'socialAdvice',
  adsCallout: 'callout',
  faq: ['faq', 17],
  dosAndDonts: 'dosAndDonts',
})
