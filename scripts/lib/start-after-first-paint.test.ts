import { describe, expect, it } from 'vitest'

import { INLINE_DATA_LIMIT, startAfterFirstPaint } from './start-after-first-paint.ts'

// The shape React Router 8 writes into a prerendered page (build/client/*/index.html).
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/tailwind.css"/>',
  '<link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/root.js"/></head>',
  '<body><p>Text</p><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/guide.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"guide":route1};',
  '',
  'import("/assets/entry.client.js");</script></body></html>',
].join('\n')

/**
 * The same page with hydration data as React Router writes it: a JSON string literal per chunk
 * (`<` escaped as \u003c), then the script that closes the stream.
 */
const DATA = `[{"_1":2},"loaderData",${JSON.stringify('Ein langer Absatz über <Wahlkampf>, „Zitate“ und \\Pfade. '.repeat(40))}]`
const enqueue = (chunk: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replaceAll('<', '\\u003c')});</script>`
const withData = (data: string) =>
  PAGE.replace(
    '</body>',
    `${enqueue(data.slice(0, 100))}${enqueue(data.slice(100))}<script>window.__reactRouterContext.streamController.close();</script></body>`,
  ).replace('window.__reactRouterContext = {};', 'window.__reactRouterContext = {streamController: __controller};')

/** Files the fake server answers with (path → body), filled by the tests. */
const fetched = new Map<string, string>()

/** Runs the rewritten page's inline scripts with a fake browser and reports what they did. */
function run(
  html: string,
  { paintTiming = true, dataStatus = 200 }: { paintTiming?: boolean; dataStatus?: number } = {},
) {
  const events: string[] = []
  let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
  let loadCallback: (() => void) | undefined
  const timers: (() => void)[] = []
  const window: Record<string, unknown> = {}
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark']
    constructor(callback: typeof paintCallback) {
      paintCallback = callback
    }
    observe() {}
    disconnect() {
      events.push('observer disconnected')
    }
  }
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => events.push(`${link.rel} ${link.href}`) },
  }
  const received: string[] = []
  const controller = {
    enqueue: (text: string) => {
      received.push(text)
      events.push(`enqueue ${text.length} characters`)
    },
    close: () => events.push('close'),
  }
  const fetchFile = (href: string) => {
    events.push(`fetch ${href}`)
    const text = fetched.get(href)
    // Status 0: no answer at all (offline, aborted).
    if (dataStatus === 0) return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve({ ok: dataStatus === 200, status: dataStatus, text: () => Promise.resolve(text) })
  }
  const importModule = (href: string) => {
    events.push(`import ${href}`)
    return Promise.resolve({ href })
  }
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  for (const body of scripts) {
    // `import(…)` is syntax, not a function: hand it to the fake loader.
    const code = body.replaceAll('import(', '__import(')
    new Function(
      'window',
      'document',
      'PerformanceObserver',
      'setTimeout',
      'requestAnimationFrame',
      'addEventListener',
      'fetch',
      '__controller',
      '__import',
      `with (window) { ${code} }`,
    )(
      Object.assign(window, { PerformanceObserver: FakeObserver }),
      document,
      FakeObserver,
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => {
        events.push('frame')
        callback()
      },
      (type: string, callback: () => void) => {
        if (type === 'load') loadCallback = callback
      },
      fetchFile,
      controller,
      importModule,
    )
  }
  const flushTimers = () => timers.splice(0).forEach((timer) => timer())
  return {
    events,
    received,
    window,
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    load: () => loadCallback?.(),
    flushTimers,
  }
}

describe('startAfterFirstPaint', () => {
  it('leaves nothing in the page that fetches a module before the first paint', () => {
    const html = startAfterFirstPaint(PAGE).html
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<p>Text</p>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/tailwind.css"/>')
  })

  it('fetches nothing until the first paint is reported, then, with no timer between (a paused clock must not stop it), every module at once and the entry last', async () => {
    const page = run(startAfterFirstPaint(PAGE).html)
    page.flushTimers()
    expect(page.events.filter((event) => !event.startsWith('observer'))).toEqual([])

    page.paint()
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.events).toEqual([
      'observer disconnected',
      'modulepreload /assets/manifest.js',
      'modulepreload /assets/root.js',
      'modulepreload /assets/guide.js',
      'modulepreload /assets/framework.js',
      'import /assets/manifest.js',
      'import /assets/root.js',
      'import /assets/guide.js',
      'import /assets/entry.client.js',
    ])
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root.js' },
      guide: { href: '/assets/guide.js' },
    })
  })

  it('starts once, even when the load-event fallback fires too', async () => {
    const page = run(startAfterFirstPaint(PAGE).html)
    page.paint()
    page.load()
    page.flushTimers()
    page.flushTimers()
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.events.filter((event) => event === 'import /assets/entry.client.js')).toHaveLength(1)
  })

  it('starts after the first frame where the browser has no paint timing', async () => {
    const page = run(startAfterFirstPaint(PAGE).html, { paintTiming: false })
    expect(page.events).toEqual(['frame'])
    page.flushTimers()
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.events.at(-1)).toBe('import /assets/entry.client.js')
  })

  it('leaves a page without React Router scripts alone and refuses a module script it does not understand', () => {
    const plain = '<html><body><p>Static</p></body></html>'
    expect(startAfterFirstPaint(plain)).toEqual({ html: plain })
    expect(() => startAfterFirstPaint('<script type="module" async="">console.log(1)</script>')).toThrow(
      /unexpected module script/,
    )
  })

  it('moves large hydration data, byte for byte, into a hashed file and imports the modules only once it has arrived', async () => {
    const { html, data } = startAfterFirstPaint(withData(DATA))
    expect(DATA.length).toBeGreaterThan(INLINE_DATA_LIMIT)
    expect(data?.text).toBe(DATA)
    expect(data?.path).toMatch(/^\/assets\/page-data-[\w-]{10}\.txt$/)
    expect(html).not.toContain('streamController.enqueue')
    expect(html).not.toContain('streamController.close')
    expect(html).toContain('<p>Text</p>')

    fetched.set(data!.path, data!.text)
    const page = run(html)
    page.flushTimers()
    expect(page.events.filter((event) => !event.startsWith('observer'))).toEqual([])
    page.paint()
    await new Promise((resolve) => setImmediate(resolve))
    expect(page.events.filter((event) => !event.startsWith('modulepreload'))).toEqual([
      'observer disconnected',
      `fetch ${data!.path}`,
      `enqueue ${DATA.length} characters`,
      'close',
      'import /assets/manifest.js',
      'import /assets/root.js',
      'import /assets/guide.js',
      'import /assets/entry.client.js',
    ])
    expect(page.received.join('')).toBe(DATA)
  })

  for (const [status, what] of [
    [404, 'an error status'],
    [0, 'no answer at all'],
  ] as const) {
    it(`imports nothing when the hydration data does not arrive (${what}), so the page stays the plain HTML it is`, async () => {
      const { html, data } = startAfterFirstPaint(withData(DATA))
      fetched.set(data!.path, data!.text)
      const page = run(html, { dataStatus: status })
      page.paint()
      await new Promise((resolve) => setImmediate(resolve))
      expect(page.events.filter((event) => event.startsWith('fetch'))).toHaveLength(1)
      expect(page.events.filter((event) => event.startsWith('import') || event.startsWith('enqueue'))).toEqual([])
    })
  }

  it('refuses a hydration data script it does not understand rather than leave it behind', () => {
    const odd = withData(DATA).replace(
      '</body>',
      "<script>window.__reactRouterContext.streamController.enqueue('single quotes');</script></body>",
    )
    expect(() => startAfterFirstPaint(odd)).toThrow(/hydration data script/)
  })

  it('keeps small hydration data in the page, where a request would cost more than it saves', () => {
    const small = '[{"_1":2},"loaderData",{}]'
    const { html, data } = startAfterFirstPaint(withData(small))
    expect(data).toBeUndefined()
    expect(html).toContain('streamController.enqueue')
    expect(html).toContain('streamController.close')
    expect(html).not.toContain('fetch(')
  })
})
