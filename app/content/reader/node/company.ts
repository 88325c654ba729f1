/**
 * `#content/company` for code Node runs itself – scripts, the editor, the Playwright tests, Vite's
 * own config: the same files read through the same loader as `virtual:content/company`, which
 * the builds and vitest get instead (package.json "imports"; scripts/content/content-plugin.ts),
 * once per process – in postbuild, what the pages' build read (docs/decisions/047).
 */
import { readArea } from '../loaded-content.ts'
import { companyModule } from '../modules/company.ts'
import { REPOSITORY_ROOT } from './root.ts'

export const { SITE, HOSTING, MAIL, DATA_PROTECTION_OFFICER, BACKUP_STORAGE, INTERNSHIP, SOFTWARE, HR_CONTACT } = (
  await readArea('virtual:content/company', REPOSITORY_ROOT, () => companyModule.load(REPOSITORY_ROOT))
).exports
