/** Content of the five German guide pages; see ./types for the shapes. */

export { campaignStrategy } from './campaign-strategy'
export { campaignCosts } from './campaign-costs'
export { socialMediaCampaigns } from './social-media-campaigns'
export { digitalCampaigns } from './digital-campaigns'
export { campaignGuide } from './campaign-guide'
export { GUIDE_LABELS } from './labels'

export type * from './types'
