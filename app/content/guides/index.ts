/**
 * The German guides. `GUIDES` is the whole list: the route table, the hub /ratgeber, the
 * Atom feed, the sitemap, the social cards and the 'Weiterlesen' blocks all read it, so a
 * new guide is one content module next to this file plus one line below (README, "Adding a
 * guide"). Its order is the order of the hub: the editor sets it here.
 */
import { campaignCosts } from './campaign-costs.ts'
import { campaignGuide } from './campaign-guide.ts'
import { campaignStrategy } from './campaign-strategy.ts'
import { digitalCampaigns } from './digital-campaigns.ts'
import { socialMediaCampaigns } from './social-media-campaigns.ts'
import type { GuidePage } from './types.ts'

export const GUIDES = [
  campaignGuide,
  campaignStrategy,
  campaignCosts,
  digitalCampaigns,
  socialMediaCampaigns,
] as const satisfies readonly GuidePage[]

export { campaignCosts, campaignGuide, campaignStrategy, digitalCampaigns, socialMediaCampaigns }
export { GUIDE_HUB } from './hub.ts'
export { GUIDE_LABELS } from './labels.ts'
export type * from './types.ts'
