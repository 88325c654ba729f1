/**
 * No string in the copy or the site configuration is an unfinished placeholder: text in
 * square brackets such as '[Hosting-Anbieter, Anschrift]' (docs/decisions/015), or a `{Marke}` the
 * build did not fill in (docs/decisions/045). This reaches text a
 * browser test cannot see without clicking (closed accordions, dialogs, tab panels); the
 * rendered pages and emails are checked in tests/e2e/finished-copy.test.ts.
 */
import { expect, test } from 'vitest'

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '../config/*.ts', '!./**/*.test.ts'], {
  eager: true,
})

/** Every string in a value with its path; email subject lines carry tags such as '[Spamverdacht]' on purpose. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function' || value === null || typeof value !== 'object') return []
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('subject'))
    .flatMap(([key, child]) => strings(child, `${path}.${key}`))
}

test('the content modules and the site configuration hold no [placeholder]', () => {
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    strings(exports, file).filter(([, text]) => /\[[^\]\n]*\]/.test(text)),
  )
  expect(Object.keys(modules).length).toBeGreaterThan(10)
  expect(found).toEqual([])
})

test('every {Placeholder} of the content files is filled in where the pages read them', () => {
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    strings(exports, file).filter(([, text]) => /\{[A-ZÄÖÜ][^{}]*\}/.test(text)),
  )
  expect(found).toEqual([])
})
