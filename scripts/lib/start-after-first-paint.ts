/**
 * Starts a prerendered page's JavaScript only after its first paint (docs/decisions/019).
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
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
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

/** The deferred script for one module script's body and the page's preload hints. */
export function deferredStart(moduleBody: string, preloads: readonly string[]): string {
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
  const start = [
    'var d=0,s=function(){if(d)return;d=1;',
    `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});`,
    `Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.href)})`).join(',')}]).then(function(m){`,
    bindings.length ? `var ${bindings.join(',')};\n` : '',
    rest,
    '\n})};',
  ].join('')
  return `(function(){${start}${TRIGGER}})()`
}

/** Rewrites one prerendered page; pages without React Router's module script stay as they are. */
export function startAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const scripts = [...html.matchAll(MODULE_SCRIPT)]
  if (scripts.length === 0) return html
  if (scripts.length > 1) throw new Error('more than one module script in a page')
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, (_script, body: string) => `<script>${deferredStart(body, preloads)}</script>`)
}
