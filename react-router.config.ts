import { readdirSync } from 'node:fs'

import type { Config } from '@react-router/dev/config'

import { applicationPagePath } from './app/lib/job-application.ts'
import { prerenderPaths } from './app/lib/pages.ts'

/** One application form per job file under content/jobs/ (docs/decisions/035). */
const applicationForms = readdirSync(new URL('./content/jobs', import.meta.url))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => applicationPagePath(file.slice(0, -'.yaml'.length)))

export default {
  // Every page is real HTML from the build (ARCHITECTURE: "Routing & rendering"); the
  // Node server in server/ only serves files, redirects and the contact API.
  ssr: false,
  prerender: [...prerenderPaths(), ...applicationForms],
} satisfies Config
