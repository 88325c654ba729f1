import { companyContent } from '../../company.server.ts'
import { singletonFile } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

const FILES = (['company', 'contactHours', 'operations', 'software', 'hrContact', 'internship'] as const).map((name) =>
  singletonFile(name),
)

/**
 * `virtual:content/company` (imported as `#content/company`): the company details, contact hours,
 * processors, software terms, HR contact and internship pay that app/config/site.ts re-exports.
 */
export const companyModule: ContentModule = {
  async load(root) {
    return { code: moduleCode(await companyContent(root)), files: FILES }
  },
  // Single files, not folders: the plugin reloads on any change under each path.
  dirs: FILES,
}
