/**
 * The modules of document pages (docs/decisions/036): a page that React does not hydrate but that
 * needs a little script of its own names it in its route `handle` (`pageModule`). Each is built on
 * its own, outside React Router's bundle, by scripts/lib/page-modules.ts; the prerendered page
 * imports it from an inline module script whose path the build replaces with the hashed file.
 */
export const PAGE_MODULES = {
  home: 'app/components/sections/home/home-script.ts',
} as const

export type PageModule = keyof typeof PAGE_MODULES

/** The path a page imports before the build has hashed it (`/page-modules/home.js`). */
export const pageModulePlaceholder = (name: PageModule) => `/page-modules/${name}.js`

/** The inline module script's text: in development Vite serves the source itself. */
export function pageModuleImport(name: PageModule): string {
  const path = import.meta.env.DEV ? `/${PAGE_MODULES[name]}` : pageModulePlaceholder(name)
  return `import ${JSON.stringify(path)}`
}
