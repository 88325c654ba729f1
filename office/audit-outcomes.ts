/**
 * What the audit log records as the outcome of an operator action: a code and its counts,
 * never a sentence (docs/decisions/041). This table is the one place that says which codes
 * exist, which counts each carries, and how the CLI (English) and the desk (German) say it.
 * Rows written before migration 0010 (SQLite) / 0011 (PostgreSQL) were turned into these
 * codes there; a text that matched none is kept under `legacy` and shown as it was.
 */

/** One code: the names of its counts, and its English and German sentence of them. */
const said = <const Name extends string = never>(
  counts: readonly Name[],
  en: (counts: Record<Name, number>) => string,
  de: (counts: Record<Name, number>) => string,
) => ({ counts, en, de })

/** Each code with the names of its counts and its two sentences. */
const OUTCOMES = {
  /** `release`'s results. */
  released: said(
    [],
    () => 'released',
    () => 'freigegeben',
  ),
  'released-unconfirmed': said(
    [],
    () => 'released-unconfirmed',
    () => 'freigegeben, ohne Bestätigung (Obergrenze)',
  ),
  'not-quarantined': said(
    [],
    () => 'not-quarantined',
    () => 'war kein Spamverdacht',
  ),
  /** `release`'s and `dismiss`'s. */
  'not-found': said(
    [],
    () => 'not-found',
    () => 'nicht gefunden',
  ),
  /** `dismiss`'s results. */
  dismissed: said(
    [],
    () => 'dismissed',
    () => 'erledigt',
  ),
  'not-failed': said(
    [],
    () => 'not-failed',
    () => 'war nicht fehlgeschlagen',
  ),
  /** `resend-failed`: failed emails back in the queue. */
  requeued: said(
    ['emails'],
    (c) => `${c.emails} email(s) queued again`,
    (c) => `${c.emails} E-Mail(s) wieder in der Warteschlange`,
  ),
  /** `erase` (and `purge` before it counted audit and journal entries). */
  deleted: said(
    ['requests', 'emails', 'files'],
    (c) => `${c.requests} request(s), ${c.emails} email(s), ${c.files} file(s)`,
    (c) => `${c.requests} Anfrage(n), ${c.emails} E-Mail(s), ${c.files} Datei(en)`,
  ),
  /** `purge`: the retention job. */
  purged: said(
    ['requests', 'emails', 'files', 'auditEntries', 'journalEntries'],
    (c) =>
      `${c.requests} request(s), ${c.emails} email(s), ${c.files} file(s), ${c.auditEntries} audit entry(ies), ${c.journalEntries} journal entry(ies)`,
    (c) =>
      `${c.requests} Anfrage(n), ${c.emails} E-Mail(s), ${c.files} Datei(en), ${c.auditEntries} Protokolleintrag/-einträge, ${c.journalEntries} Löschvermerk(e)`,
  ),
  /** `export` and `access-report`: how many requests were handed out. */
  listed: said(
    ['requests'],
    (c) => `${c.requests} request(s)`,
    (c) => `${c.requests} Anfrage(n)`,
  ),
}

type Table = typeof OUTCOMES
export type OutcomeCode = keyof Table

/** The counts of a code by name; none at all (`{}`) for a code without counts. */
type Counts<Name extends string> = [Name] extends [never] ? Record<string, never> : Record<Name, number>

/** One recorded outcome: `{ code: 'purged', counts: { requests: 1, … } }` – the code decides the counts. */
export type AuditOutcome =
  | { [Code in OutcomeCode]: { code: Code; counts: Counts<Table[Code]['counts'][number]> } }[OutcomeCode]
  /** A row from before the codes whose text matched none of them: shown verbatim. */
  | { code: 'legacy'; counts: Record<string, never>; text: string }

/** The sentence the operator CLI prints. */
export function outcomeEn(entry: AuditOutcome): string {
  if (entry.code === 'legacy') return entry.text
  return (OUTCOMES[entry.code].en as (counts: Record<string, number>) => string)(entry.counts)
}

/** The sentence the desk's Protokoll shows. */
export function outcomeDe(entry: AuditOutcome): string {
  if (entry.code === 'legacy') return entry.text
  return (OUTCOMES[entry.code].de as (counts: Record<string, number>) => string)(entry.counts)
}

/**
 * An outcome as the database holds it (JSON text on SQLite, jsonb on PostgreSQL), checked
 * against the table: an unknown code or a missing or non-integer count – a row written by a
 * newer version, or edited by hand – is shown as its JSON under `legacy`, not dropped.
 */
export function outcomeFromStored(stored: unknown): AuditOutcome {
  const value: unknown = typeof stored === 'string' ? parseJson(stored) : stored
  const raw = typeof stored === 'string' ? stored : JSON.stringify(stored)
  if (typeof value !== 'object' || value === null) return { code: 'legacy', counts: {}, text: raw }
  const { code, counts, text } = value as { code?: unknown; counts?: unknown; text?: unknown }
  if (code === 'legacy' && typeof text === 'string') return { code, counts: {}, text }
  if (typeof code !== 'string' || !Object.hasOwn(OUTCOMES, code) || typeof counts !== 'object' || counts === null)
    return { code: 'legacy', counts: {}, text: raw }
  const names: readonly string[] = OUTCOMES[code as OutcomeCode].counts
  const found = counts as Record<string, unknown>
  if (!names.every((name) => Number.isSafeInteger(found[name]))) return { code: 'legacy', counts: {}, text: raw }
  return { code, counts: Object.fromEntries(names.map((name) => [name, found[name]])) } as AuditOutcome
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
