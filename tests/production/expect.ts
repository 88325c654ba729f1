/** Assertions of the rehearsal's steps: what was seen goes into the error. */
import type { Answer } from './https.ts'

export function expect(condition: unknown, message: string, seen?: Answer | string): asserts condition {
  if (condition) return
  const detail = typeof seen === 'string' ? seen : seen ? `${seen.status} ${seen.body.slice(0, 600)}` : ''
  throw new Error(`${message}${detail ? `\n  saw: ${detail}` : ''}`)
}

/** Asks `read` once a second until it gives a value, for at most `ms`. */
export async function eventually<T>(what: string, read: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((done) => setTimeout(done, 1000))
  }
}
