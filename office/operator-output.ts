/**
 * What the operator commands (office/operator-cli.ts) print and write: the CSV export,
 * Berlin dates, and the tables of `stats --by-source`.
 */
import { pageName } from '../app/emails/attribution-line.ts'
import { ATTRIBUTION_FIELDS } from '../app/lib/attribution.ts'
import { berlinOffsetMs } from '../server/berlin-offset.ts'
import type { PageNames } from '../server/contact/page-names.ts'
import type { SourceCount, StoredRequest } from '../server/contact/repository.ts'

const CSV_COLUMNS = [
  'id',
  'received_at',
  'name',
  'email',
  'phone',
  'organization',
  'campaign_type',
  'job',
  'prefer_phone',
  'message',
  ...ATTRIBUTION_FIELDS,
  'consent_version',
  'consent_at',
] as const

/**
 * One CSV cell (RFC 4180) – every cell of the export, the header too, goes through here.
 * Always quoted, so no separator inside a cell can split it (German Excel splits unquoted
 * cells at `;`). A cell a spreadsheet would run as a formula (leading = + - @, tab, CR) gets
 * a leading apostrophe: form input must never execute in the office's Excel.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * German Excel opens a CSV as a table only when its cells are separated by its list separator,
 * `;`, and reads it as UTF-8 only after a byte-order mark. The IP address is left out: nothing
 * outside abuse handling needs it, and an export lands on staff computers (docs/anfragen.md).
 */
export const CSV_SEPARATOR = ';'
const BOM = '\uFEFF'

export function toCsv(requests: readonly StoredRequest[]): string {
  const rows = requests.map((r) =>
    [
      r.id,
      r.createdAt.toISOString(),
      r.name,
      r.email,
      r.phone ?? '',
      r.organization ?? '',
      r.campaign_type ?? '',
      r.job ?? '',
      r.prefer_phone ? 'yes' : 'no',
      r.message,
      ...ATTRIBUTION_FIELDS.map((field) => r.attribution[field] ?? ''),
      r.consent.version ?? '',
      r.consent.at?.toISOString() ?? '',
    ]
      .map(csvCell)
      .join(CSV_SEPARATOR),
  )
  return BOM + [CSV_COLUMNS.map(csvCell).join(CSV_SEPARATOR), ...rows].join('\r\n') + '\r\n'
}

export const berlin = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(date)

/** Midnight at the start of a calendar day in Berlin (CET/CEST), for `--since`. */
export function berlinDayStart(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN]
  const utcMidnight = Date.UTC(year, month - 1, date)
  const check = new Date(utcMidnight)
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new Error(`--since must be a date like 2026-11-01, not ${day}`)
  }
  // Clocks change at 1:00 UTC, never around midnight: the offset at midnight UTC is the day's.
  const offset = berlinOffsetMs(utcMidnight)
  return new Date(utcMidnight - offset)
}

/** The table of `stats --by-source`: label and count, most requests first. */
/** Most requests first; among equals the named ones, then '(unknown)' and the like. */
export function sortedCounts(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(
    ([a, m], [b, n]) => n - m || Number(a.startsWith('(')) - Number(b.startsWith('(')) || a.localeCompare(b),
  )
}

export function countTable(heading: string, counts: Map<string, number>): string[] {
  const rows = sortedCounts(counts)
  const width = Math.max(heading.length, ...rows.map(([label]) => label.length))
  return [
    `${heading.padEnd(width)}  requests`,
    ...rows.map(([label, n]) => `${label.padEnd(width)}  ${String(n).padStart(8)}`),
  ]
}

/** Requests per first page and per source (utm_source before the referring host). */
export function sourceReport(counts: readonly SourceCount[], names: PageNames): string[] {
  const { byPage, bySource } = sourceTotals(counts, names)
  return [...countTable('first page', byPage), '', ...countTable('source', bySource)]
}

/** How the tables name a source and an unknown first page: the CLI's English, the desk's German. */
export type SourceLabels = {
  unknownPage: string
  utmSource: (value: string) => string
  referrer: (host: string) => string
  none: string
}

/** What `stats --by-source` prints. */
const CLI_SOURCE_LABELS: SourceLabels = {
  unknownPage: '(unknown)',
  utmSource: (value) => `utm_source=${value}`,
  referrer: (host) => `${host} (referrer)`,
  none: '(no referrer, no utm_source)',
}

/** The totals `stats --by-source` prints, and the desk's Quellen page shows (with its own labels). */
export function sourceTotals(counts: readonly SourceCount[], names: PageNames, labels = CLI_SOURCE_LABELS) {
  const byPage = new Map<string, number>()
  const bySource = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)
  for (const row of counts) {
    // Unknown: a request from before attribution (docs/decisions/017), another client, or a visit that began before a full page load.
    const page = row.landingPath ? attributionPageName(row.landingPath, names) : labels.unknownPage
    add(byPage, page, row.requests)
    const source = row.utmSource
      ? labels.utmSource(row.utmSource)
      : row.referrerHost
        ? labels.referrer(row.referrerHost)
        : labels.none
    add(bySource, source, row.requests)
  }
  return { byPage, bySource }
}

/** '/campaign-costs' → 'Wahlkampfkosten-Ratgeber (/campaign-costs)'; a path without a name stays as it is. */
function attributionPageName(path: string, names: PageNames): string {
  const name = pageName(path, names)
  return name === path ? path : `${name} (${path})`
}

export const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width)
