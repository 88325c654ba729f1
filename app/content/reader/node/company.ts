/**
 * `#content/company` for code Node runs itself – scripts, the editor, the Playwright tests, Vite's
 * own config: the same files read through the same reader as `virtual:content/company`, which
 * the builds and vitest get instead (package.json "imports"; scripts/content/content-plugin.ts).
 */
import { companyContent } from '../../company.server.ts'
import { REPOSITORY_ROOT } from './root.ts'

export const { SITE, HOSTING, MAIL, DATA_PROTECTION_OFFICER, BACKUP_STORAGE, INTERNSHIP, SOFTWARE, HR_CONTACT } =
  await companyContent(REPOSITORY_ROOT)
