/** The part of autocannon's API that scripts/bench-contact.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; min: number }
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  export type Options = {
    url: string
    connections?: number
    amount?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: { setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest }[]
  }
  export type Result = {
    duration: number
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Instance = PromiseLike<Result> & {
    stop(): void
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Instance
  }
  export default function autocannon(options: Options): Instance
}
