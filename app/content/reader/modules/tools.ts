import { toolsContent } from '../../tools.server.ts'
import { collectionDir, ContentError, readCollection, readSingletonEntry } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/tools`: the tools with prices and features (TOOLS) and the tools page's copy (TOOLS_PAGE). */
export const toolsModule: ContentModule = {
  async load(root) {
    // Both read before either fails, so the message names every broken file at once.
    const [tools, page] = await Promise.allSettled([readCollection(root, 'tools'), readSingletonEntry(root, 'tools-page')])
    if (tools.status === 'rejected' || page.status === 'rejected') {
      const errors = [tools, page].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
      const other = errors.find((error) => !(error instanceof ContentError))
      if (other) throw other
      throw new ContentError(errors.flatMap((error) => (error as ContentError).problems))
    }
    const { TOOLS, TOOLS_PAGE } = toolsContent(tools.value, page.value)
    return {
      code: moduleCode({ TOOLS, TOOLS_PAGE }),
      files: [...tools.value.map(({ file }) => file), page.value.file],
    }
  },
  dirs: [collectionDir('tools'), 'content/tools-page.yaml'],
}
