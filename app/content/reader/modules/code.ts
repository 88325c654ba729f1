/**
 * The one writer of a content module's code from its loader's values (./index.ts): `export const
 * NAME = <value>` for each export. A value that is another export's (the guides in `GUIDES`) is
 * written as that export's name, so a page that imports one guide does not bundle the others.
 * Every longer string that occurs more than once in what a page imports – one listed export (a
 * guide), or the rest of the module (a VAT note under each price, a shared label) – is written
 * once as a constant. The page's script then carries each text once, as it did when the copy was
 * TypeScript that named a shared constant, so the JavaScript does not grow with the move.
 * `preamble` (imports, a helper) goes first; a `{ code }` piece is written as it is.
 */
export function moduleCode(exports: Record<string, unknown>, preamble: readonly string[] = []): string {
  const values = new Set(Object.values(exports).filter((value) => value && typeof value === 'object'))
  const listed = new Set(
    Object.values(exports).flatMap((value) =>
      value && typeof value === 'object' ? Object.values(value).filter((child) => values.has(child)) : [],
    ),
  )
  const shared = new Map<string, string>()
  const share = (unit: unknown[]) => {
    const counts = new Map<string, number>()
    const count = (value: unknown): void => {
      if (listed.has(value) || isCode(value)) return
      if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1)
      else if (Array.isArray(value)) value.forEach(count)
      else if (value && typeof value === 'object') Object.values(value).forEach(count)
    }
    unit.forEach((value) => (listed.has(value) ? Object.values(value as object).forEach(count) : count(value)))
    for (const [text, times] of counts)
      if (times > 1 && text.length >= 8 && !shared.has(text)) shared.set(text, `shared${shared.size}`)
  }
  share(Object.values(exports).filter((value) => !listed.has(value)))
  listed.forEach((value) => share([value]))
  // Only an export written before may be named: a later one is not yet defined when its line runs.
  const declared = new Map<unknown, string>()
  const write = (value: unknown): string => {
    if (declared.has(value)) return declared.get(value)!
    if (isCode(value)) return value.code
    if (typeof value === 'string') return shared.get(value) ?? JSON.stringify(value)
    if (Array.isArray(value)) return `[${value.map(write).join(',')}]`
    if (value && typeof value === 'object') {
      return `{${Object.entries(value)
        .map(([key, element]) => `${JSON.stringify(key)}:${write(element)}`)
        .join(',')}}`
    }
    return JSON.stringify(value)
  }
  const lines = Object.entries(exports).map(([name, value]) => {
    const line = `export const ${name} = ${write(value)}`
    if (values.has(value)) declared.set(value, name)
    return line
  })
  return [...preamble, ...[...shared].map(([text, name]) => `const ${name} = ${JSON.stringify(text)}`), ...lines].join(
    '\n',
  )
}

/** A piece of code in place of a value, written as it is (careers: the hero picture, a mail link built from HR_CONTACT). */
export type Code = { code: string }

function isCode(value: unknown): value is Code {
  return !!value && typeof value === 'object' && Object.keys(value).length === 1 && typeof (value as Code).code === 'string'
}
