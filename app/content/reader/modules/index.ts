/**
 * The virtual modules the pages import from content/ (docs/decisions/028): one entry per area,
 * each in its own file beside this one. `load` reads and validates the area's files through
 * Keystatic's reader and returns finished values as plain JavaScript, so the browser gets data
 * and no reader, schema or YAML code. A publish validates by loading every module.
 */
import { bannerModule } from './banner.ts'
import { careersModule } from './careers.ts'
import { companyModule } from './company.ts'
import { contactFaqModule } from './contact-faq.ts'
import { guidesModule } from './guides.ts'
import { homeModule } from './home.ts'
import { jobsModule } from './jobs.ts'
import { legalModule } from './legal.ts'
import { toolsModule } from './tools.ts'

export type ContentModule = {
  /** Reads the area's files (throws ContentError naming file and field) and returns the module's code. */
  load(root: string): Promise<{ code: string; files: string[] }>
  /** Folders (relative to the root) whose changes reload the module in `npm run dev`. */
  dirs: string[]
  /**
   * A file (relative to the root) whose code the build replaces with this module's: for content
   * that plain Node reads too (the route table in react-router.config.ts, Playwright), where
   * `virtual:` ids do not resolve. The file reads the content itself when run outside Vite.
   */
  replaces?: string
}

/** Module id (declare its type in app/virtual-modules.d.ts) → how it is made. */
export const CONTENT_MODULES: Record<string, ContentModule> = {
  'virtual:content/jobs': jobsModule,
  'virtual:content/home': homeModule,
  'virtual:content/tools': toolsModule,
  'virtual:content/contact-faq': contactFaqModule,
  'virtual:content/guides': guidesModule,
  'virtual:content/company': companyModule,
  'virtual:content/banner': bannerModule,
  'virtual:content/careers': careersModule,
  'virtual:content/legal': legalModule,
}
