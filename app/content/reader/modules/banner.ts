import { readSingleton, singletonFile } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/banner` (imported as `#content/banner`): the red AI Act banner's copy. */
export const bannerModule: ContentModule = {
  async load(root) {
    return { code: moduleCode(await bannerContent(root)), files: [singletonFile('banner')] }
  },
  dirs: [singletonFile('banner')],
}

/** The banner's copy from content/banner.yaml, as app/content/ai-act-banner.ts exports it. */
export async function bannerContent(root: string) {
  return { AI_ACT_BANNER: await readSingleton(root, 'banner') }
}
