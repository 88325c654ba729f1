import { toolsContent } from '../../../app/content/tools.server.ts'
import { collectionDir, readCollection, readSingleton } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/tools`: the tools with prices and features (TOOLS) and the tools page's copy (TOOLS_PAGE). */
export const toolsModule: ContentModule = {
  async load(root) {
    const tools = await readCollection(root, 'tools')
    const page = await readSingleton(root, 'tools-page')
    const { TOOLS, TOOLS_PAGE } = toolsContent(tools, page)
    return {
      code: moduleCode({ TOOLS, TOOLS_PAGE }),
      files: [...tools.map(({ file }) => file), page.file],
    }
  },
  dirs: [collectionDir('tools'), 'content/tools-page.yaml'],
}
