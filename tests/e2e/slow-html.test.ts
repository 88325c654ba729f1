import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { E2E_PORT } from '../support/e2e-data-dir.ts'
import { PHONE } from '../support/playwright-utils.ts'

/**
 * A page whose HTML arrives in pieces (a slow mobile network) starts its scripts all the same.
 * On a slow phone the contact page sometimes painted before the parser had the whole
 * `<template id="after-first-paint">` (scripts/lib/after-first-paint.ts); the starter put back
 * what had been parsed of it, the module script parsed after that was never run, and the page
 * never hydrated: the form posted natively, no message appeared beside a field. Here a proxy in
 * front of the test server holds the page's HTML in the middle of that template until the browser
 * has painted, then sends the rest.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`
const TEMPLATE = '<template id="after-first-paint">'

let proxy: Server
let painted: () => void = () => {}
/** Whether the browser painted while the proxy held the rest of the HTML back. */
let paintedMidway = false

test.beforeAll(async () => {
  proxy = createServer(async (request, response) => {
    const answer = await fetch(`${ORIGIN}${request.url}`, { method: request.method, redirect: 'manual' })
    const body = Buffer.from(await answer.arrayBuffer())
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
    const html = body.toString('utf8')
    const cut = html.indexOf(TEMPLATE)
    if (request.url !== '/contact' || cut < 0) return response.end(body)
    // Up to the first preload inside the template, then the rest once the page has painted.
    const split = html.indexOf('/>', cut) + 2
    response.write(html.slice(0, split))
    await new Promise<void>((resolve) => {
      painted = () => {
        paintedMidway = true
        resolve()
      }
      setTimeout(resolve, 5_000)
    })
    response.end(html.slice(split))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
})
test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

test.use({ viewport: PHONE })

test('/contact: HTML that pauses inside the held scripts still hydrates; the form answers on the page', async ({
  page,
}) => {
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') posts.push(request.url())
  })
  await page.exposeFunction('reportPaint', () => painted())
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0)
        (window as unknown as { reportPaint: () => void }).reportPaint()
    }).observe({ type: 'paint', buffered: true })
  })
  await page.goto(`${base}/contact`)
  // The page painted before its HTML was complete (else this test proves nothing).
  expect(paintedMidway).toBe(true)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible()
  expect(posts, 'the form was posted natively: its script never started').toEqual([])
  expect(page.url()).toBe(`${base}/contact`)
})
