import { companyContent } from '../../company.server.ts'
import { singletonFile } from '../read-content.ts'

const FILES = (['company', 'contactHours', 'operations', 'software', 'hrContact', 'internship'] as const).map((name) =>
  singletonFile(name),
)

/**
 * `virtual:content/company`: the company details, contact hours, processors, software terms, HR
 * contact and internship pay (app/config/site.ts). Its own file, as the Node twin
 * (../node/company.ts) imports it without the other areas, whose placeholders import the twin.
 */
export const companyModule = {
  async load(root: string) {
    return { exports: await companyContent(root), files: FILES }
  },
  dirs: FILES,
}
