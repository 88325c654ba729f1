import type { Page, Route } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

import { cpuSlowdown } from '../../scripts/audit/budgets.ts'

/**
 * A slow phone for the browser tests (docs/decisions/032): Lighthouse's slow 4G (150 ms round trip,
 * 1.6 Mbps down, 750 kbps up) and the CPU slowed as the budgets calibrate it to this host
 * (`cpuSlowdown`: 4 × benchmarkIndex / 2,400, at least 4; scripts/audit/budgets.ts).
 */
export async function slowPhone(page: Page, { cpu = true } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  const benchmarkIndex = await hostBenchmarkIndex(page)
  const rate = cpuSlowdown(benchmarkIndex)
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { benchmarkIndex, rate }
}

/** Lighthouse's own benchmark of this host, run unthrottled in a blank page. */
export async function hostBenchmarkIndex(page: Page): Promise<number> {
  const probe = await page.context().newPage()
  const source = pageFunctions.computeBenchmarkIndex.toString()
  const index = await probe.evaluate(`(${source})()`)
  await probe.close()
  return Math.round(Number(index))
}

/**
 * Holds back every script file of the site (what React Router's module script imports), so the
 * page stays as it first painted, without hydration, for as long as the test wants.
 * `release()` lets the held requests and every later one through.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route(/\/assets\/.+\.js$/, (route) => (holding ? held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: async () => {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** Waits for the browser's report of the first contentful paint. */
export async function firstPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) resolve(entry.startTime)
        }).observe({ type: 'paint', buffered: true })
      }),
  )
}
