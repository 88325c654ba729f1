/** `#content/banner` for code Node runs itself; see app/content/reader/node/company.ts. */
import { bannerContent } from '../modules/banner.ts'
import { REPOSITORY_ROOT } from './root.ts'

export const { AI_ACT_BANNER } = await bannerContent(REPOSITORY_ROOT)
