/**
 * Full-page screenshots of pages at 375 px and 1280 px, for looking at what we build:
 *   npm run screenshots -- [base-url] [path …]
 * Defaults: http://127.0.0.1:3000 and every page of the route table. Output: reports/screenshots/.
 */
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { PAGES } from '../app/lib/pages.ts'

const [base = 'http://127.0.0.1:3000', ...requested] = process.argv.slice(2)
const paths = requested.length ? requested : [...PAGES.map((page) => page.path), '/404']
const OUT = 'reports/screenshots'
mkdirSync(OUT, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 740 : 800 },
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' })
    // Scroll through once so reveal-on-scroll sections are shown, as a reader would see them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
      await new Promise((resolve) => setTimeout(resolve, 400))
    })
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_')
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true })
  }
  await context.close()
}
await browser.close()
console.log(`screenshots of ${paths.length} pages in ${OUT}/`)
