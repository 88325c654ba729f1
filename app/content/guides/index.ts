/**
 * The German guides. `GUIDES` is the whole list: the route table, the hub /ratgeber, the
 * Atom feed, the sitemap, the social cards and the 'Weiterlesen' blocks all read it. The copy
 * lives in content/guides/ (one YAML file per guide, edited in the editor, docs/editing.md) and
 * reaches the pages through `virtual:content/guides` (app/content/reader/modules/guides.ts), plain
 * Node through its twin `#content/guides` (app/content/reader/node/guides.ts); the
 * list's order is the hub's, set in content/guides/hub/index.yaml.
 */
export { GUIDE_LABELS } from './labels.ts'
export type * from './types.ts'
export {
  campaignCosts,
  campaignGuide,
  campaignStrategy,
  digitalCampaigns,
  GUIDE_HUB,
  GUIDES,
  socialMediaCampaigns,
} from '#content/guides'
