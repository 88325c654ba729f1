/**
 * For tests of the content modules (scripts/content/*-content.test.ts): a real Vite build of an
 * entry in a copy of the repository's content/, with the content plugin, run as a module; an edit
 * of one of its files that must change something; and the error a promise fails with.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { build, type Rolldown } from 'vite'
import { expect } from 'vitest'

import { contentPlugin } from '../../scripts/content/content-plugin.ts'

/**
 * Builds `input` (default `<root>/entry.js`) with the content plugin reading `<root>/content/`
 * and imports the bundle – what a page would import; `code` is its source.
 */
export async function buildContentEntry<Exports>(
  root: string,
  input: string = join(root, 'entry.js'),
): Promise<Exports & { code: string }> {
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentPlugin(root)],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input, preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput
  const code = result.output[0].code
  return { ...((await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Exports), code }
}

/** Rewrites `<root>/<file>`; the change must change the file. */
export function editContent(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file)
  const before = readFileSync(path, 'utf8')
  const after = change(before)
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before)
  writeFileSync(path, after)
}

/** The error the promise rejects with, or an Error('it passed') when it does not. */
export const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('it passed'),
    (error: unknown) => error as Error,
  )
