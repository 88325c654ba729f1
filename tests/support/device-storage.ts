/** What a page leaves on the visitor's device, of every kind it could use (tests/e2e/attribution.test.ts). */
import type { Page } from '@playwright/test'

/** Storage of every kind the page could use: cookies, local and session storage, IndexedDB, Cache API, service workers. */
export async function deviceStorage(page: Page) {
  const cookies = await page.context().cookies()
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.fromEntries(Object.entries(localStorage)),
    sessionStorage: Object.fromEntries(Object.entries(sessionStorage)),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    caches: 'caches' in window ? await caches.keys() : [],
    serviceWorkers: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
  }))
  return { cookies: cookies.map((cookie) => cookie.name), ...inPage }
}

export const NOTHING_STORED = {
  cookies: [],
  localStorage: {},
  sessionStorage: {},
  indexedDB: [],
  caches: [],
  serviceWorkers: 0,
}
