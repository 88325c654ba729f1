/**
 * The code of a content module: one `export const` per value, as JSON. Plain data, so the
 * browser gets the values and nothing of the reader; each export on its own, so a page's bundle
 * keeps only the ones it uses.
 */
export function exportsCode(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}\n`)
    .join('')
}
