/**
 * The pages that hydrate start their scripts after the first paint (docs/decisions/027): the one
 * change the build still makes to React Router's output, because a plain build missed the
 * largest-paint budget (/ at 2.5 s against 0.8 s, simulated, same host and load). React Router
 * writes `<link rel="modulepreload">` hints and an inline module script the browser fetches while
 * it parses the page; Lighthouse's simulation puts every such request on the paint's path.
 *
 * The build moves the hints and the module script, unchanged, into an inert `<template>`; a small
 * script (below, real TypeScript) puts them back into the document once the browser reports the
 * first paint. Nothing else moves: React Router's context and data scripts stay where they are.
 * A reading page (no module script) is left as it is.
 */

const TEMPLATE_ID = 'after-first-paint'
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g
const MODULE_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/g

/**
 * Runs in the page. Starts once the browser reports the first contentful paint (its observer runs
 * after the paint was shown), after the first frame in a browser without paint timing, and 3 s
 * after the load event at the latest. Scripts moved out of a template run when inserted.
 */
function startAfterFirstPaint(id: string) {
  let started = false
  const start = () => {
    const template = document.getElementById(id) as HTMLTemplateElement | null
    if (started || !template) return
    started = true
    document.body.append(template.content)
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(() => setTimeout(start, 0))
  window.addEventListener('load', () => setTimeout(start, 3000))
}

/** One prerendered page with its module script held back until the first paint. */
export function holdScriptsUntilFirstPaint(html: string): string {
  const scripts = html.match(MODULE_SCRIPT) ?? []
  if (scripts.length === 0) return html
  if (scripts.length > 1) throw new Error('more than one module script in a page (React Router changed its output?)')
  const held = `<template id="${TEMPLATE_ID}">${(html.match(MODULE_PRELOAD) ?? []).join('')}${scripts[0]}</template>`
  const starter = `<script>(${startAfterFirstPaint.toString()})(${JSON.stringify(TEMPLATE_ID)})</script>`
  // The starter comes after the template, so it runs once the template is parsed whole. Before
  // it, a first paint while the HTML was still arriving (a slow network: the parser paused
  // inside the template) started what had been parsed of it, and the module script that came
  // later was never put back: the page never hydrated (found by tests/e2e/inp.test.ts; tests/e2e/slow-html.test.ts).
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => held + starter)
}
