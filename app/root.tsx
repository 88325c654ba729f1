import { type ReactNode, useContext, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from 'react-router'

import type { Route } from './+types/root'
import favicon from './assets/favicon.svg?inline'
import { AiActBanner } from './components/layout/ai-act-banner.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { useRouteScroll } from './hooks/use-route-scroll.ts'
import { attribution } from './lib/attribution.ts'
import { BANNER_DISMISSED_KEY } from './lib/constants.ts'
import { DOCUMENT_SCRIPT, RESTORING_SCRIPT, SPECULATION_RULES } from './lib/document-script.ts'
import { isModifiedClick } from './lib/modified-click.ts'
import { type PageModule, pageModuleImport } from './lib/page-modules.ts'
import { scrollToHash } from './lib/scroll.ts'
import { findSitePage, normalisePath } from './lib/site-pages.ts'
import stylesheet from './styles/tailwind.css?url'

/** What a route module may tell the document shell through `handle`. */
export type RouteHandle = {
  /** Render the page without banner, header and footer (the founder's contact card). */
  bare?: boolean
  /** `<html lang>` of a module that serves pages outside app/lib/site-pages.ts (the guides). */
  lang?: 'de' | 'en'
  /** Only forwards to another path (the legacy German paths): not a page the visitor saw. */
  redirect?: boolean
  /**
   * False on the reading pages: a document without React, React Router or any module script
   * (docs/decisions/027, app/lib/document-script.ts). Every other page hydrates.
   */
  hydrate?: false
  /**
   * A document's own module (docs/decisions/036): what no platform feature does on that page,
   * without React. Built apart from React Router's bundle (scripts/lib/page-modules.ts).
   */
  pageModule?: PageModule
}

export const links: Route.LinksFunction = () => [
  // With a precedence, React writes the stylesheet at the top of <head>: on a slow phone
  // connection it is the one request first paint waits for.
  { rel: 'stylesheet', href: stylesheet, precedence: 'high' },
  // Written into the page as a data: URL (250 bytes): a favicon request would be one more
  // request before the largest paint, which Lighthouse's simulation puts on its path (docs/performance.md).
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

// Runs before first paint, so a banner closed earlier in this visit never flashes on reload.
// The server adds this script's hash to the Content-Security-Policy (server/csp.ts).
// It also marks a restored page (RESTORING_SCRIPT).
const BANNER_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==='1')document.documentElement.dataset.bannerDismissed=''}catch(e){}${RESTORING_SCRIPT}`

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMark()
  const { pathname } = useLocation()
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined)
  const fromHandle = handles.map((handle) => handle?.lang).findLast(Boolean)
  // With `ssr: false` React Router also prerenders '/' as the SPA fallback (`__spa-fallback.html`,
  // never served: server/static-files.ts) and refuses one without <Scripts/>; since the home page
  // is a document (docs/decisions/036) that fallback alone keeps them.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true
  const hydrate = spaFallback || !handles.some((handle) => handle?.hydrate === false)
  const pageModule = handles.map((handle) => handle?.pageModule).findLast(Boolean)
  const lang = fromHandle ?? findSitePage(normalisePath(pathname))?.lang ?? 'en'
  return (
    // The banner script may set a data attribute before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0c" />
        <script dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <Scripts />
        ) : (
          <>
            {/* Only ever rendered at build time: the browser never renders a reading page. */}
            <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? DOCUMENT_SCRIPT : '' }} />
            <script
              type="speculationrules"
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SPECULATION_RULES : '' }}
            />
            {pageModule && (
              // The build holds it back until the first paint, like React Router's module script.
              <script type="module" async dangerouslySetInnerHTML={{ __html: pageModuleImport(pageModule) }} />
            )}
          </>
        )}
      </body>
    </html>
  )
}

/**
 * Marks `<html data-hydrated>` once React has hydrated the page: this effect runs after every
 * component's first effect. Until then a click may reach a button that has no handler yet, so
 * the browser tests wait for it (tests/support/playwright-utils.ts) instead of guessing with network idle.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
}

/** In-page links (`href="#…"`) scroll smoothly to their section and keep the URL in step. */
function useSmoothHashLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event)) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      const href = anchor?.getAttribute('href')
      if (!href || !href.startsWith('#') || href.length < 2) return
      if (!scrollToHash(href)) return
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}

/**
 * Tells the attribution store (app/lib/attribution.ts) each page the visitor sees, so the
 * contact form can send the first page of the visit and the one before the contact page.
 */
function useRecordPages() {
  const { pathname } = useLocation()
  const forwarding = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.redirect)
  useEffect(() => {
    if (!forwarding) attribution?.record(pathname)
  }, [pathname, forwarding])
}

export default function App() {
  useSmoothHashLinks()
  useRouteScroll()
  useRecordPages()
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare)
  if (bare) return <Outlet />
  return (
    <>
      <a
        href="#main"
        lang="en"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AiActBanner />
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status !== 404) console.error(error)
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center px-6">
      <p className="text-6xl font-black text-brand">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted">Please reload the page. If the problem persists, write to us by email.</p>
      <Link to="/" className="mt-6 font-semibold text-brand underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  )
}
