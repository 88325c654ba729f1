import { homeContent } from '../../home.server.ts'
import { readSingletonEntry } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/home`: the home page's sections (HOME) and the service tags' guide links. */
export const homeModule: ContentModule = {
  async load(root) {
    const { file, entry } = await readSingletonEntry(root, 'home')
    const { HOME, SERVICE_TAG_LINKS } = homeContent(file, entry)
    return {
      code: moduleCode({ HOME, SERVICE_TAG_LINKS }),
      files: [file],
    }
  },
  dirs: ['content/home.yaml'],
}
