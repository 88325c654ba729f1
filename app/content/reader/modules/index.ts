/**
 * The content areas the pages import from content/ (docs/decisions/028, 046): one loader per area.
 * `load` reads and validates the area's files through Keystatic's reader (ContentError naming
 * file and field) and returns the module's exports as plain data; the build's Vite plugin turns
 * them into `virtual:content/<area>` with the one writer, moduleCode (./code.ts), so the browser
 * gets data and no reader, schema or YAML code. Plain Node – scripts, Playwright, a publish's
 * check – calls the same `load` and uses the values.
 */
import { contactFaqContent } from '../../contact-faq.server.ts'
import { homeContent } from '../../home.server.ts'
import { jobForms, jobPostings } from '../../jobs.server.ts'
import { legalTexts } from '../../legal.server.ts'
import { toolsContent } from '../../tools.server.ts'
import {
  collectionDir,
  ContentError,
  readCollection,
  readSingleton,
  readSingletonEntry,
  singletonFile,
} from '../read-content.ts'
import { careersModule } from './careers.ts'
import { companyModule } from './company.ts'
import { guidesModule } from './guides.ts'

export type ContentModule = {
  /**
   * Reads the area's files and returns the module's exports as plain data with the files read;
   * `preamble`: lines the module starts with where a value is code (careers: the hero picture's
   * import, the mail buttons built from HR_CONTACT; app/content/careers.server.ts).
   */
  load(root: string): Promise<{ files: string[]; exports: Record<string, unknown>; preamble?: readonly string[] }>
  /** Folders or files (relative to the root) whose changes reload the module in `npm run dev`. */
  dirs: string[]
}

const JOB_SETTINGS = [singletonFile('hrContact'), singletonFile('internship')]

/** Both promises' values, or one ContentError naming every broken file of both. */
async function both<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b])
  if (first.status === 'fulfilled' && second.status === 'fulfilled') return [first.value, second.value]
  const errors = [first, second].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  const other = errors.find((error) => !(error instanceof ContentError))
  if (other) throw other
  throw new ContentError(errors.flatMap((error) => (error as ContentError).problems))
}

/** Module id (declare its type in app/virtual-modules.d.ts) → its loader. */
export const CONTENT_MODULES = {
  /** The careers page's postings (ordered, numbered, with the pay line) and the contact page's application forms. */
  'virtual:content/jobs': {
    async load(root: string) {
      const [entries, hrContact, internship] = await Promise.all([
        readCollection(root, 'jobs'),
        readSingleton(root, 'hrContact'),
        readSingleton(root, 'internship'),
      ])
      const JOBS = jobPostings(entries, { hrContact, internship })
      return { exports: { JOBS, JOB_FORMS: jobForms(JOBS) }, files: [...entries.map(({ file }) => file), ...JOB_SETTINGS] }
    },
    dirs: [collectionDir('jobs'), ...JOB_SETTINGS],
  },
  /** The home page's sections (HOME) and the service tags' guide links. */
  'virtual:content/home': {
    async load(root: string) {
      const { file, entry } = await readSingletonEntry(root, 'home')
      return { exports: homeContent(file, entry), files: [file] }
    },
    dirs: ['content/home.yaml'],
  },
  /** The tools with prices and features (TOOLS) and the tools page's copy (TOOLS_PAGE). */
  'virtual:content/tools': {
    async load(root: string) {
      // Both read before either fails, so the message names every broken file at once.
      const [tools, page] = await both(readCollection(root, 'tools'), readSingletonEntry(root, 'tools-page'))
      return { exports: toolsContent(tools, page), files: [...tools.map(({ file }) => file), page.file] }
    },
    dirs: [collectionDir('tools'), 'content/tools-page.yaml'],
  },
  /** The contact page's FAQ about the initial consultation. */
  'virtual:content/contact-faq': {
    async load(root: string) {
      const { file, entry } = await readSingletonEntry(root, 'contact-faq')
      return { exports: { CONTACT_FAQ: contactFaqContent(file, entry) }, files: [file] }
    },
    dirs: ['content/contact-faq.yaml'],
  },
  'virtual:content/guides': guidesModule,
  'virtual:content/company': companyModule,
  /** The red AI Act banner's copy. */
  'virtual:content/banner': {
    async load(root: string) {
      return { exports: { AI_ACT_BANNER: await readSingleton(root, 'banner') }, files: [singletonFile('banner')] }
    },
    dirs: [singletonFile('banner')],
  },
  'virtual:content/careers': careersModule,
  /** The privacy policy (`PRIVACY`) and the legal notice (`LEGAL`), placeholders filled in. */
  'virtual:content/legal': {
    async load(root: string) {
      const { PRIVACY, LEGAL, files } = await legalTexts(root)
      return { exports: { PRIVACY, LEGAL }, files }
    },
    dirs: ['content/legal'],
  },
} satisfies Record<string, ContentModule>
