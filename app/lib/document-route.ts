/** Route module exports of a reading page: rendered at build time, never hydrated. */
export const DOCUMENT_HANDLE = { hydrate: false } as const

/**
 * A link from a hydrated page to a reading page loads it as a document: React Router calls this
 * instead of rendering the page itself, and the browser takes over the navigation.
 */
export function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url)
  return new Promise(() => {})
}
