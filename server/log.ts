/**
 * Structured logs: one JSON object per line on stdout/stderr. Request lines carry a
 * request id, method, path, status and duration – never a body, an IP address or any
 * other personal data (the privacy policy promises this).
 */
type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

let threshold: number = ORDER.info

export function setLogLevel(level: Level | 'silent') {
  threshold = ORDER[level]
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}
