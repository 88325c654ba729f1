import { createHash } from 'node:crypto'

/**
 * Starts a prerendered page's JavaScript only after its first paint (docs/decisions/019), and
 * fetches its hydration data then too (docs/decisions/022).
 *
 * React Router writes into every page `<link rel="modulepreload">` hints and one inline module
 * script whose static imports (the manifest, the root and route modules) the browser fetches the
 * moment it parses them – before the first paint. On a phone those requests compete with the
 * stylesheet the paint waits for, and Lighthouse's simulation puts every request that has ended
 * before the largest paint on that paint's path. This rewrites the page so that nothing but the
 * HTML and the stylesheet can start before the paint: the hints go, and the module script
 * becomes a classic inline script that, once the browser reports the first contentful paint,
 * adds the same hints (all modules at once, no waterfall) and imports the same modules in the
 * same order. Hydration, client-side navigation and every animation stay as they were; they
 * begin a moment later.
 *
 * A page also carries its loader data for hydration (`streamController.enqueue("…")`): on a
 * guide or the privacy policy that is the page's whole text a second time, 2–5 KB of brotli,
 * enough to push the HTML past the first 14.6 KB a new TCP connection delivers and cost the first
 * paint a further round trip. Where that data is larger than `INLINE_DATA_LIMIT`, it moves,
 * byte for byte, into a file under /assets/ that the page fetches together with its modules; the
 * modules are imported once it has arrived. Should it never arrive, nothing is imported and the
 * page stays the complete, readable HTML it was before its scripts ran.
 */

/** Loader data up to this size (characters) stays in the page: a request would cost more. */
export const INLINE_DATA_LIMIT = 1024

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
/** React Router's hydration data: one script per chunk of its stream, then one that closes it. */
const DATA_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g
const DATA_CLOSE = '<script>window.__reactRouterContext.streamController.close();</script>'
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/

/**
 * When the scripts start: as soon as the browser reports the first contentful paint (its
 * observer runs after the paint was shown; no timer in between, so a page whose clock is
 * paused, as in the visual tests, still hydrates), or, where a browser has no paint timing,
 * after the first frame. A page whose paint is never reported still starts 3 s after its load
 * event.
 */
const TRIGGER = [
  'var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}});",
  "o.observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(s,0)});",
  "addEventListener('load',function(){setTimeout(s,3000)})",
].join('')

/**
 * The deferred script for one module script's body and the page's preload hints; with `dataHref`,
 * the page's hydration data is fetched from there and handed to React Router's stream first.
 */
export function deferredStart(moduleBody: string, preloads: readonly string[], dataHref?: string): string {
  const lines = moduleBody.split('\n').map((line) => line.trim())
  const imports: { name?: string; href: string }[] = []
  let index = 0
  for (; index < lines.length; index++) {
    const line = lines[index]!
    if (line === '') continue
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line)
    const namespace = NAMESPACE_IMPORT.exec(line)
    if (sideEffect) imports.push({ href: sideEffect[1]! })
    else if (namespace) imports.push({ name: namespace[1]!, href: namespace[2]! })
    else break
  }
  const rest = lines.slice(index).filter(Boolean).join('\n')
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) {
    throw new Error(`unexpected module script (React Router changed its output?):\n${moduleBody}`)
  }
  const hrefs = [...new Set([...imports.map((entry) => entry.href), ...preloads])]
  const bindings = imports.flatMap((entry, position) => (entry.name ? [`${entry.name}=m[${position}]`] : []))
  const importAll = `Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(',')}])`
  const start = [
    'var d=0,s=function(){if(d)return;d=1;',
    `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});`,
    dataHref
      ? // No answer, or one other than 200, leaves the page as it is: nothing is imported.
        `fetch(${JSON.stringify(dataHref)}).then(function(r){if(r.ok)return r.text()},function(){}).then(function(t){if(t===undefined)return;var c=window.__reactRouterContext.streamController;c.enqueue(t);c.close();return ${importAll}}).then(function(m){if(!m)return;`
      : `${importAll}.then(function(m){`,
    bindings.length ? `var ${bindings.join(',')};\n` : '',
    rest,
    '\n})};',
  ].join('')
  return `(function(){${start}${TRIGGER}})()`
}

/** A rewritten page and, when its hydration data moved out, the file that now holds it. */
export type DeferredPage = { html: string; data?: { path: string; text: string } }

/** Rewrites one prerendered page; pages without React Router's module script stay as they are. */
export function startAfterFirstPaint(html: string): DeferredPage {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const scripts = [...html.matchAll(MODULE_SCRIPT)]
  if (scripts.length === 0) return { html }
  if (scripts.length > 1) throw new Error('more than one module script in a page')
  const chunks = [...html.matchAll(DATA_CHUNK)].map((match) => JSON.parse(match[1]!) as string)
  // Every chunk or none: one left behind would reach the stream before the fetched text.
  if (chunks.length !== html.split('streamController.enqueue(').length - 1) {
    throw new Error('a hydration data script this rewrite does not understand (React Router changed its output?)')
  }
  const text = chunks.join('')
  const moves = text.length > INLINE_DATA_LIMIT && html.includes(DATA_CLOSE)
  const data = moves
    ? { path: `/assets/page-data-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.txt`, text }
    : undefined
  let rewritten = html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, (_script, body: string) => `<script>${deferredStart(body, preloads, data?.path)}</script>`)
  if (data) rewritten = rewritten.replace(DATA_CHUNK, '').replace(DATA_CLOSE, '')
  return data ? { html: rewritten, data } : { html: rewritten }
}
