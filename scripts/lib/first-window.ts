import { brotliCompressSync, constants } from 'node:zlib'

/**
 * How many round trips a page's HTML costs its first paint (docs/decisions/022).
 *
 * A new TCP connection sends 10 segments of 1,460 bytes and then waits one round trip for the
 * acknowledgement before it sends twice as many (RFC 6928; Lighthouse's simulation models the
 * same). On the mobile preset's 150 ms round trip, a page whose compressed HTML and response
 * headers fit into those first 14,600 bytes paints about 150 ms sooner than one that does not.
 * The stylesheet is a second request: one more round trip before the paint.
 */
export const SEGMENT_BYTES = 1460
/** What a new connection delivers in its first round trip. */
export const FIRST_WINDOW_BYTES = 10 * SEGMENT_BYTES
/** … and in its first two (10 + 20 segments). */
export const TWO_WINDOWS_BYTES = 30 * SEGMENT_BYTES
/** Room kept for a page's response headers (measured 1.0–1.2 KB: the CSP lists script hashes). */
export const HEADER_ALLOWANCE_BYTES = 1300

/** Brotli size of a text as the build compresses it (quality 11). */
export function brotliBytes(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/g

/**
 * A page whose HTML needs a second round trip anyway takes its stylesheet inline, when HTML and
 * stylesheet still arrive within those two round trips: the paint then waits for one round trip
 * less (the stylesheet's request). A page that fits the first window keeps the link – inlined,
 * its stylesheet would cost it that second round trip – and so do pages that would need a third.
 * During hydration React adds the `<link>` back (React Router renders it) and waits for it to
 * load before it finishes; its rules are the same as the inline ones.
 */
export function inlineStylesheetPastFirstWindow(html: string, readAsset: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET)]
  if (links.length !== 1) return html
  if (brotliBytes(html) + HEADER_ALLOWANCE_BYTES <= FIRST_WINDOW_BYTES) return html
  const css = readAsset(links[0]![1]!)
  if (/<\/style/i.test(css)) throw new Error('stylesheet contains "</style" and cannot be inlined')
  const inlined = html.replace(links[0]![0], () => `<style>${css}</style>`)
  return brotliBytes(inlined) + HEADER_ALLOWANCE_BYTES <= TWO_WINDOWS_BYTES ? inlined : html
}
