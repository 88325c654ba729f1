import type { ServerOptions } from 'node:http'

/**
 * How long a client may take to send one request. Node's defaults – 5 minutes for the
 * whole request, 1 minute for its headers, checked every 30 s – let a few clients that
 * send a body byte by byte, or stop half-way, hold connections and request handlers for
 * minutes (slowloris).
 *
 * 30 s for the whole request: the largest body the contact form may send is 16 KB, which
 * even a 10 kbit/s mobile connection delivers in about 13 s. 20 s for the headers, which
 * browsers send in one packet (Node requires this to be no more than the request limit).
 */
export const CLIENT_TIMEOUTS = { requestMs: 30_000, headersMs: 20_000 } as const

/**
 * Node server options enforcing CLIENT_TIMEOUTS; a request over its limit is answered 408
 * and its connection closed. Used by the production server and by the test server, which
 * passes a shorter limit so the tests can watch the same mechanism work.
 */
export function httpServerOptions({
  requestMs = CLIENT_TIMEOUTS.requestMs,
  headersMs = Math.min(CLIENT_TIMEOUTS.headersMs, requestMs),
}: { requestMs?: number; headersMs?: number } = {}): ServerOptions {
  return {
    requestTimeout: requestMs,
    headersTimeout: headersMs,
    // Node looks for expired requests only this often (default 30 s, which could double
    // the limit); a tenth of the shorter limit keeps the real bound within 10 % of it.
    connectionsCheckingInterval: Math.max(10, Math.round(Math.min(requestMs, headersMs) / 10)),
  }
}
