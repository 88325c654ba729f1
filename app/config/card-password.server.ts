/**
 * The password of the gated contact card. It comes from the build
 * environment and must never reach the browser: this module is `.server.ts`, so React Router
 * fails the build if client code imports it. The client gets only a salted hash
 * (scripts/card-gate-plugin.ts).
 */

/** Demo password, used when CARD_PASSWORD is unset; documented in the README. */
export const DEFAULT_CARD_PASSWORD = 'Wahlkampf2025!'

export function cardPassword(env: NodeJS.ProcessEnv = process.env): string {
  return env.CARD_PASSWORD || DEFAULT_CARD_PASSWORD
}
