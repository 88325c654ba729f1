import { describe, expect, test } from 'vitest'

import { holdScriptsUntilFirstPaint } from './after-first-paint.ts'

const PRELOADS = '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>'
const MODULE = '<script type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>'
const DATA = '<script>window.__reactRouterContext.streamController.close();</script>'
const page = (body: string) =>
  `<!DOCTYPE html><html><head>${PRELOADS}</head><body><main>Text</main>${body}</body></html>`

describe('scripts after the first paint', () => {
  test('preloads and the module script move, unchanged, into a template the starter puts back', () => {
    const html = holdScriptsUntilFirstPaint(page(`${MODULE}${DATA}`))
    expect(html.match(/<template[\s\S]*<\/template>/)![0]).toBe(
      `<template id="after-first-paint">${PRELOADS}${MODULE}</template>`,
    )
    // Nothing that fetches is left outside the template; React Router's data script stays.
    const outside = html.replace(/<template[\s\S]*<\/template>/, '')
    expect(outside).not.toContain('modulepreload')
    expect(outside).not.toContain('type="module"')
    // The starter follows the template, so the template is parsed whole when it runs.
    expect(html).toMatch(
      /<\/template><script>\(function startAfterFirstPaint\(id\s*\) \{[\s\S]*\}\)\("after-first-paint"\)<\/script>/,
    )
    expect(html).toContain(`("after-first-paint")</script>${DATA}`)
  })

  test('a page without a module script (a reading page) stays as it is; two are refused', () => {
    const reading = page('<script>document.title</script>')
    expect(holdScriptsUntilFirstPaint(reading)).toBe(reading)
    expect(() => holdScriptsUntilFirstPaint(page(`${MODULE}${MODULE}`))).toThrow(/more than one module script/)
  })
})
