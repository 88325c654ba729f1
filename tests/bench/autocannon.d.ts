/** The part of autocannon's API that tests/bench/load.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    max: number
    min: number
  }
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  /** Per connection; autocannon starts a fresh one before each request (with a one-entry `requests` list). */
  export type RequestContext = Record<string, unknown>
  export type Options = {
    url: string
    connections?: number
    /** Requests in all, spread over the connections; the run ends when each connection made its share. */
    amount?: number
    duration?: number
    /** Seconds a connection waits for an answer before it counts a timeout and reconnects. */
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: {
      setupRequest?: (request: RawRequest, context: RequestContext) => RawRequest
      onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void
    }[]
  }
  export type Result = {
    duration: number
    requests: Histogram & { total: number; sent: number }
    throughput: Histogram & { total: number }
    latency: Histogram
    /** Socket errors, timeouts included. */
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Instance = PromiseLike<Result> & {
    stop(): void
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance
    on(event: 'reqError', listener: (error: Error) => void): Instance
  }
  export default function autocannon(options: Options): Instance
}
