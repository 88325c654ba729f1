/**
 * The editor (docs/decisions/028): a small Hono app for an internal host. It serves
 * Keystatic's admin page built ahead of time (/keystatic, editor/dist), Keystatic's API (it
 * writes only the folders keystatic.config.ts names), the page to preview and publish
 * (/redaktion) and, everywhere else, the preview of the newest built release. It signs content
 * editors in itself (editor/staff/sign-in.ts); the signed-in name becomes the author of the
 * content commit. It opens no database: the office's desk (/anfragen) is its own process
 * (office/desk-start.ts, docs/decisions/030).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'

import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { type Context, Hono, type MiddlewareHandler } from 'hono'

import { NOT_FOUND_PATH } from '../app/lib/paths.ts'
import keystaticConfig from '../keystatic.config.ts'
import { authorFor, contentChanges } from '../scripts/content/git.ts'
import { buildPreview, CONTENT_DIR, publishContent, rollbackContent } from '../scripts/content/publish.ts'
import { releasesAt, releasesDir } from '../scripts/content/releases.ts'
import { pageCsp } from '../server/csp.ts'
import { loadStaticSite, type StaticSite } from '../server/static-files.ts'
import { sameOriginOnly } from './csrf.ts'
import { createJobRunner, type JobKind } from './jobs.ts'
import { EDITOR_PAGE_STYLE, editorPage } from './page.ts'

/** Everything the editor serves may come from this origin only; Keystatic's styles are inline (emotion). */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

export type EditorOptions = {
  /** The working copy the editor edits and publishes from. */
  root: string
  /** Keystatic's built admin page (npm run editor:build). */
  distDir?: string
  env?: NodeJS.ProcessEnv
  /** Signs content editors in (editor/staff/sign-in.ts) and sets `staffUser`; without it, nobody is signed in. */
  signIn?: MiddlewareHandler
}

/** The signed-in user, set by the sign-in; never a header the client sent. */
const signedInUser = (c: Context): string | undefined => c.get('staffUser')

/** The preview's files: the newest built release (preview link, else live), else the plain build. */
function previewSite(root: string, env: NodeJS.ProcessEnv) {
  const releases = releasesAt(releasesDir(root, env))
  let loaded: { from: string; site: StaticSite } | undefined
  return () => {
    const candidates = [releases.previewClientDir(), releases.liveClientDir(), join(root, 'build/client')]
    const dir = candidates.find((candidate) => existsSync(candidate))
    if (!dir) return undefined
    const from = realpathSync(dir)
    if (loaded?.from !== from) loaded = { from, site: loadStaticSite(from, NOT_FOUND_PATH) }
    return loaded.site
  }
}

export function createEditorApp({
  root,
  distDir = resolve(import.meta.dirname, 'dist'),
  env = process.env,
  signIn,
}: EditorOptions) {
  const app = new Hono()
  const keystatic = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: root })
  const jobs = createJobRunner()
  const preview = previewSite(root, env)
  const releases = () => releasesAt(releasesDir(root, env))

  app.use(async (c, next) => {
    await next()
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
    c.res.headers.set('Referrer-Policy', 'same-origin')
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', EDITOR_CSP)
  })
  // Everything, the preview included, only for a signed-in content editor.
  if (signIn) app.use(signIn)
  // Nothing on this host changes by a request from another origin: Keystatic's API and the
  // publish buttons alike (editor/csrf.ts).
  app.use(sameOriginOnly)

  app.all('/api/keystatic/*', async (c) => {
    const answer = await keystatic(c.req.raw)
    return new Response(answer.body as BodyInit | null, { status: answer.status, headers: answer.headers })
  })

  app.get('/keystatic/assets/:file', (c) => {
    const file = join(distDir, 'assets', c.req.param('file'))
    if (c.req.param('file').includes('..') || !existsSync(file)) return c.notFound()
    return c.body(readFileSync(file), 200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
  app.get('/keystatic/*', (c) => adminPage(c))
  app.get('/keystatic', (c) => adminPage(c))
  function adminPage(c: Context) {
    const index = join(distDir, 'index.html')
    if (!existsSync(index)) return c.text('Die Redaktionsoberfläche ist nicht gebaut: npm run editor:build', 503)
    return c.html(readFileSync(index, 'utf8'), 200, { 'Cache-Control': 'no-store' })
  }

  app.get('/redaktion/style.css', (c) => c.body(EDITOR_PAGE_STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
  app.get('/redaktion/status', (c) => c.json({ job: jobs.state(), live: releases().current() ?? null }))
  app.get('/redaktion', (c) =>
    c.html(
      editorPage({
        user: authorFor(signedInUser(c), env).name,
        job: jobs.state(),
        history: releases().history(),
        pending: contentChanges(root, CONTENT_DIR),
        preview: releases().preview(),
      }),
      200,
      { 'Cache-Control': 'no-store' },
    ),
  )

  const ACTIONS: Record<string, JobKind> = {
    veroeffentlichen: 'publish',
    vorschau: 'preview',
    zuruecknehmen: 'rollback',
  }
  app.post('/redaktion/:action', (c) => {
    // Own properties only: 'constructor' or 'toString' must not start anything (editor/actions.test.ts).
    const action = c.req.param('action')
    const kind = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined
    if (!kind) return c.notFound()
    const author = authorFor(signedInUser(c), env)
    const started = jobs.start(kind, author.name, async (log) => {
      const options = { root, author, log, env }
      if (kind === 'publish') {
        const result = await publishContent(options)
        return `Version ${result.release} ist live${result.changes.length ? `: ${result.changes.join(', ')}` : ' (Inhalte unverändert)'}.`
      }
      if (kind === 'preview') return `Version ${await buildPreview(options)} ist in der Vorschau zu sehen.`
      if (kind !== 'rollback') throw new Error(`Unbekannter Vorgang: ${String(kind)}`)
      const result = await rollbackContent(options)
      return `Version ${result.release} ist wieder live.`
    })
    if (!started) return c.text('Gerade läuft schon ein Vorgang. Bitte warten.', 409)
    return c.redirect('/redaktion', 303)
  })

  app.on(['GET', 'HEAD'], '*', (c) => {
    const site = preview()
    if (!site) return c.redirect('/redaktion', 302)
    const file = site.files.get(c.req.path) ?? site.notFound
    return c.body(file.body as Uint8Array<ArrayBuffer>, file === site.notFound ? 404 : 200, {
      'Content-Type': file.type,
      'Cache-Control': 'no-store',
      ...(file.scriptHashes && { 'Content-Security-Policy': pageCsp(file.scriptHashes, { https: false }) }),
    })
  })

  return app
}
