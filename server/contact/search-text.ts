/**
 * The desk's search (docs/decisions/029): one column per request, `search_text`,
 * holds its name, e-mail address, organisation and message case-folded by the app, so a
 * search folds case the same on SQLite and PostgreSQL whatever the database's locale (SQLite's
 * lower() and LIKE fold ASCII only, and so does PostgreSQL's in a cluster made with the C
 * locale): „özdemir“ finds „Özdemir“, „ärger“ „ÄRGER“, „strasse“ „Straße“.
 */

/**
 * Unicode case folding as the search needs it: compatibility forms joined (NFKC: „ﬁ“ → „fi“,
 * a no-break space → a space), lower case for every script, and „ß“ (and „ẞ“) as „ss“, as
 * Unicode's full case folding has it – so „STRASSE“, „Straße“ and „straße“ are one word.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss')
}

/** The value of `search_text`: each field folded, one per line (a word never spans two fields). */
export function searchText(request: {
  name: string
  email: string
  organization?: string | null
  message: string
}): string {
  return [request.name, request.email, request.organization ?? '', request.message].map(foldForSearch).join('\n')
}

/** The words of a search, folded like the column (all must occur); at most eight. */
export function searchWords(query: string | undefined): string[] {
  return foldForSearch(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
}

/** Rows a migration's backfill folds per transaction (requests stored before the column existed). */
export const BACKFILL_BATCH = 1000
