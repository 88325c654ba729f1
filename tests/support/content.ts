/**
 * The content modules' values for tests that run outside Vite (Playwright): the same code the
 * build's plugin hands the pages (app/content/reader/modules/), made from content/ and imported.
 * A test that expects what a page shows reads it from here, so it follows the content files.
 */
import type * as ContactFaq from 'virtual:content/contact-faq'
import type * as Home from 'virtual:content/home'
import type * as Jobs from 'virtual:content/jobs'
import type * as Tools from 'virtual:content/tools'

import { CONTENT_MODULES } from '../../app/content/reader/modules/index.ts'

type Modules = {
  'virtual:content/contact-faq': typeof ContactFaq
  'virtual:content/home': typeof Home
  'virtual:content/jobs': typeof Jobs
  'virtual:content/tools': typeof Tools
}

/** The exports of a `virtual:content/<area>` module, e.g. `await contentModule('virtual:content/home')`. */
export async function contentModule<Id extends keyof Modules>(id: Id): Promise<Modules[Id]> {
  const { code } = await CONTENT_MODULES[id]!.load(process.cwd())
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Modules[Id]
}
