import { Hono } from 'hono'

import { CONTACT_OUTCOME_PATHS } from '../app/lib/contact-outcome-paths.ts'
import { CONTACT_ENDPOINT } from '../app/lib/contact-schema.ts'
import { APPLICATION_PAGE_PREFIX, applyHref, JOB_PARAM } from '../app/lib/job-application.ts'
import { NOT_FOUND_PATH } from '../app/lib/paths.ts'
import { redirectTarget } from '../app/lib/redirects.ts'
import { createApi } from './api.ts'
import { type TrustedProxies, trustedProxies, viaHttps, warnIfUntrustedLocalProxy } from './client-address.ts'
import type { ApiEnv } from './contact/contact-route.ts'
import {
  CONTACT_PAGE,
  contactPagePath,
  pageResponse,
  withoutScripts,
  withReference,
  withToken,
} from './contact/form-pages.ts'

/** Paths the contact route matches besides /contact (its `/contact/apply?/:job?`). */
const CONTACT_ROUTE_ALSO = /^\/contact\/(?:apply\/)?[^/]+\/?$/
import type { FormTokens } from './contact/form-token.ts'
import { pageCsp, RESOURCE_CSP } from './csp.ts'
import { log } from './log.ts'
import type { ServerMetrics } from './metrics.ts'
import { loadStaticSite, type StaticFile, type StaticSite } from './static-files.ts'

export type SiteOptions = {
  clientDir: string
  /** TRUSTED_PROXIES: only they may say the visitor used HTTPS (X-Forwarded-Proto), which turns on HSTS. Default: none. */
  trustedProxies?: TrustedProxies
  /** The API to mount (server/api.ts); by default the health check only. */
  api?: Hono<ApiEnv>
  /** Counts every answer (GET /metrics). */
  metrics?: ServerMetrics
  /** Signs the token the contact form carries for a post without JavaScript (docs/decisions/031). */
  formTokens?: FormTokens
}

const SENT_PAGES = new Set<string>(Object.values(CONTACT_OUTCOME_PATHS.sent))

const API_ROUTES = new Set(['/healthz', '/readyz', '/metrics', CONTACT_ENDPOINT])

/**
 * The `route` label of the request metrics: the API's paths, else what kind of answer it
 * was. Never the raw path: every mistyped URL would become a time series of its own.
 */
export function routeLabel(path: string, status: number, contentType: string | null): string {
  if (API_ROUTES.has(path)) return path
  if (status === 301 || status === 308) return 'redirect'
  if (status === 404) return 'not-found'
  if (status >= 400) return 'other'
  return contentType?.startsWith('text/html') ? 'page' : 'asset'
}

const HSTS = 'max-age=63072000; includeSubDomains'

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** Picks brotli, then gzip, when the client accepts it and the build has it. */
function encodingFor(file: StaticFile, accept: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (accept ?? '').toLowerCase()
  if (file.br && /\bbr\b/.test(accepted)) return 'br'
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

function fileResponse(request: Request, file: StaticFile, status: number, https: boolean): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.immutable
      ? 'public, max-age=31536000, immutable'
      : file.scriptHashes
        ? 'public, max-age=0, must-revalidate'
        : 'public, max-age=3600',
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': file.scriptHashes ? pageCsp(file.scriptHashes, { https }) : RESOURCE_CSP,
  })
  if (status === 200 && request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = encodingFor(file, request.headers.get('accept-encoding') ?? undefined)
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers })
}

/**
 * The production HTTP app: security headers on every answer, the API, 301s for the legacy
 * German paths, the prerendered files, and the 404 page with a real 404 status.
 */
export function createSiteApp(
  options: SiteOptions,
  /** The files to serve, or a function giving the current ones (server/live-site.ts). */
  staticSite: StaticSite | (() => StaticSite) = loadStaticSite(options.clientDir, NOT_FOUND_PATH),
) {
  const app = new Hono<ApiEnv>()
  const trust = options.trustedProxies ?? trustedProxies([])

  app.use(async (c, next) => {
    const started = performance.now()
    const id = crypto.randomUUID()
    warnIfUntrustedLocalProxy(c, trust)
    await next()
    for (const [name, value] of Object.entries(BASE_HEADERS)) c.res.headers.set(name, value)
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', RESOURCE_CSP)
    if (viaHttps(c, c.req.url, trust)) c.res.headers.set('Strict-Transport-Security', HSTS)
    c.res.headers.set('X-Request-Id', id)
    const ms = performance.now() - started
    options.metrics?.request(
      routeLabel(c.req.path, c.res.status, c.res.headers.get('content-type')),
      c.res.status,
      ms / 1000,
    )
    log('info', 'request', {
      id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(ms),
      // Set by the API, e.g. { contact: 'created', contactId }: ids and outcomes, never content.
      ...c.get('logFields'),
    })
  })

  app.route('/', options.api ?? createApi())

  app.on(['GET', 'HEAD'], '*', (c) => {
    const request = c.req.raw
    const url = new URL(request.url)
    const site = typeof staticSite === 'function' ? staticSite() : staticSite
    const https = viaHttps(c, request.url, trust)

    const target = redirectTarget(url.pathname)
    if (target) return c.redirect(`${target}${url.search}`, 301)

    // A job's application form is served at /contact?stelle=<job> only (docs/decisions/035).
    if (url.pathname.startsWith(APPLICATION_PAGE_PREFIX) && site.files.has(url.pathname)) {
      return c.redirect(applyHref(CONTACT_PAGE, url.pathname.slice(APPLICATION_PAGE_PREFIX.length)), 301)
    }

    // /contact?stelle=<job>: that job's application form (docs/decisions/035), else the consultation form.
    const file =
      url.pathname === CONTACT_PAGE
        ? site.files.get(contactPagePath(site, url.searchParams.get(JOB_PARAM)))
        : site.files.get(url.pathname)
    // Made at serve time (docs/decisions/031): the form with a fresh signed token, the
    // confirmation with the request's reference. Everything else as built.
    if (file && url.pathname === CONTACT_PAGE && options.formTokens) {
      const html = withToken(Buffer.from(file.body).toString('utf8'), options.formTokens.issue())
      return pageResponse(request, html, file, { https })
    }
    if (file && SENT_PAGES.has(url.pathname)) {
      const html = withReference(Buffer.from(file.body).toString('utf8'), url.searchParams.get('nr') ?? undefined)
      return pageResponse(request, html, file, { https })
    }
    if (file) return fileResponse(request, file, 200, https)

    // `/careers/` → `/careers`: one canonical URL per page.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const clean = url.pathname.replace(/\/+$/, '')
      if (site.files.get(clean)?.scriptHashes) return c.redirect(`${clean}${url.search}`, 301)
    }

    // The contact route also matches /contact/<x> and /contact/apply/<x> (docs/decisions/035): the
    // not-found page for such a path must not hydrate, or the browser's router would render the
    // contact page over it. Served as a document; the same words and links.
    if (CONTACT_ROUTE_ALSO.test(url.pathname)) {
      return pageResponse(request, withoutScripts(Buffer.from(site.notFound.body).toString('utf8')), site.notFound, {
        status: 404,
        https,
      })
    }
    return fileResponse(request, site.notFound, 404, https)
  })

  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' }))

  app.onError((error, c) => {
    log('error', 'unhandled error', { path: c.req.path, error: error instanceof Error ? error.message : String(error) })
    return c.json({ error: 'Internal server error' }, 500)
  })

  return app
}
