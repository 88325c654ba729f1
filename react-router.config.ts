import type { Config } from '@react-router/dev/config'

import { prerenderPaths } from './app/lib/pages.ts'

export default {
  // Every page is real HTML from the build (ARCHITECTURE: "Routing & rendering"); the
  // Node server in server/ only serves files, redirects and the contact API.
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config
