/**
 * The guides and the hub's copy from content/guides/. In the build (and in vitest) the content
 * plugin replaces this file with the finished values as plain data (app/content/reader/modules/guides.ts),
 * so the browser gets no reader code; plain Node – the route table in react-router.config.ts,
 * Playwright, the post-build scripts – runs it as written and reads the same files the same way.
 */
import { loadGuides } from '../reader/modules/guides.ts'
import type {
  CampaignCostsContent,
  CampaignGuideContent,
  CampaignStrategyContent,
  DigitalCampaignsContent,
  GuideHubContent,
  SocialMediaCampaignsContent,
} from './types.ts'

/** Every stored guide names the guides to read next (content/guides/*.yaml, `related`). */
type Stored<T extends { related?: unknown }> = T & Required<Pick<T, 'related'>>

type Guide =
  | Stored<CampaignGuideContent>
  | Stored<CampaignStrategyContent>
  | Stored<CampaignCostsContent>
  | Stored<DigitalCampaignsContent>
  | Stored<SocialMediaCampaignsContent>

const { ordered, hub } = await loadGuides(process.cwd())
const byPath = (path: string) => ordered.find((guide) => guide.path === path) as unknown

/** Every guide, in the hub's order. */
export const GUIDES = ordered as unknown as readonly Guide[]
export const campaignGuide = byPath('/campaign-guide') as Stored<CampaignGuideContent>
export const campaignStrategy = byPath('/campaign-strategy') as Stored<CampaignStrategyContent>
export const campaignCosts = byPath('/campaign-costs') as Stored<CampaignCostsContent>
export const digitalCampaigns = byPath('/digital-campaigns') as Stored<DigitalCampaignsContent>
export const socialMediaCampaigns = byPath('/social-media-campaigns') as Stored<SocialMediaCampaignsContent>
export const GUIDE_HUB = hub.copy as GuideHubContent
