/**
 * German typesetting for copy written with ordinary spaces: a no-break space (U+00A0) keeps
 * together what must not be split at a line end – a number and its unit ('15–20 %',
 * '1.000 €', '18–21 Uhr'), a section sign and its number ('§ 25'), 'Art. 9', 'lit. a', 'z. B.' –
 * and a dash never starts a line ('gehört – und').
 */
const NBSP = '\u00a0'

const RULES: [RegExp, string][] = [
  [/ – /g, `${NBSP}– `],
  [/(\d) (?=%|€|Mio\.|Mrd\.|Uhr\b|h\b|min\b)/g, `$1${NBSP}`],
  [/(\d\u00a0h) (?=\d+\u00a0min\b)/g, `$1${NBSP}`],
  [/(§§?) /g, `$1${NBSP}`],
  [/\b(Art\.|Abs\.|Nr\.) (?=\d)/g, `$1${NBSP}`],
  [/\blit\. (?=[a-z]\b)/g, `lit.${NBSP}`],
  [/\bz\. B\./g, `z.${NBSP}B.`],
]

export function typeset(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

/** Typesets every string in a content object (paths, ids and URLs contain no spaces, so they stay as they are). */
export function typesetAll<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T
  if (Array.isArray(value)) return value.map(typesetAll) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typesetAll(entry)])) as T
  }
  return value
}
