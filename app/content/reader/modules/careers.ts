import { resolve } from 'node:path'

import { careersContent, careersPreamble } from '../../careers.server.ts'
import { singletonFile } from '../read-content.ts'
import type { ContentModule } from './index.ts'

const FILE = singletonFile('careers')

/** The hero picture, imported so that the build writes a small one into the page (docs/decisions/022). */
const HERO_ART_FILE = 'app/assets/careers/hero.svg'

/**
 * `virtual:content/careers`: the careers page's copy, benefit cards and application stages; the
 * brand, address and HR contact they name come from `#content/company`.
 */
export const careersModule: ContentModule = {
  async load(root) {
    return {
      exports: await careersContent(root),
      preamble: careersPreamble(resolve(root, HERO_ART_FILE)),
      files: [FILE],
    }
  },
  dirs: [FILE],
}
