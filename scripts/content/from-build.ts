/**
 * Preloaded into postbuild (package.json "build": `node --import ./scripts/content/from-build.ts
 * scripts/postbuild.ts`): the `#content/<area>` twins it imports take what the pages' build read,
 * build/content.json, and read nothing under content/ again (docs/decisions/047).
 */
import { adoptLoadedContent } from '../../app/content/reader/loaded-content.ts'

adoptLoadedContent('build', process.cwd())
