import { legalTexts } from '../../legal.server.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/**
 * `virtual:content/legal`: the privacy policy (`PRIVACY`) and the legal notice (`LEGAL`) from
 * content/legal/, placeholders filled in; replaces app/content/legal/content.ts in the build.
 */
export const legalModule: ContentModule = {
  async load(root) {
    const { PRIVACY, LEGAL, files } = await legalTexts(root)
    return { code: moduleCode({ PRIVACY, LEGAL }), files }
  },
  dirs: ['content/legal'],
  replaces: 'app/content/legal/content.ts',
}
