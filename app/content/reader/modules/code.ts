/**
 * A content module's code from its values: `export const NAME = <value>` for each export, with
 * every longer string that occurs more than once (a VAT note under each price, a shared label)
 * written once as a constant. The page's script then carries each text once, as it did when the
 * copy was TypeScript that named a shared constant, so the JavaScript does not grow with the move.
 */
export function moduleCode(exports: Record<string, unknown>): string {
  const counts = new Map<string, number>()
  const count = (value: unknown): void => {
    if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1)
    else if (Array.isArray(value)) value.forEach(count)
    else if (value && typeof value === 'object') Object.values(value).forEach(count)
  }
  Object.values(exports).forEach(count)
  const shared = new Map(
    [...counts]
      .filter(([text, times]) => times > 1 && text.length >= 8)
      .map(([text], index) => [text, `shared${index}`] as const),
  )
  const write = (value: unknown): string => {
    if (typeof value === 'string') return shared.get(value) ?? JSON.stringify(value)
    if (Array.isArray(value)) return `[${value.map(write).join(',')}]`
    if (value && typeof value === 'object') {
      return `{${Object.entries(value)
        .map(([key, element]) => `${JSON.stringify(key)}:${write(element)}`)
        .join(',')}}`
    }
    return JSON.stringify(value)
  }
  return [
    ...[...shared].map(([text, name]) => `const ${name} = ${JSON.stringify(text)}`),
    ...Object.entries(exports).map(([name, value]) => `export const ${name} = ${write(value)}`),
  ].join('\n')
}
