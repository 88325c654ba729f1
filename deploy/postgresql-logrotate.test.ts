/**
 * deploy/postgresql-logrotate keeps PostgreSQL's own log as long as the privacy policy says the
 * logs are kept (OPERATOR.retention.logDays), and logrotate itself accepts the file.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { OPERATOR } from '../app/config/site.ts'

const FILE = 'deploy/postgresql-logrotate'
const text = readFileSync(FILE, 'utf8')
const setting = (name: string) => Number(new RegExp(`^\\s*${name}\\s+(\\d+)\\s*$`, 'm').exec(text)?.[1])

test('daily, today’s file and 13 rotated ones: nothing older than the policy’s days', () => {
  expect(text).toMatch(/^\s*daily\s*$/m)
  expect(setting('rotate') + 1).toBe(OPERATOR.retention.logDays)
  expect(setting('maxage')).toBe(OPERATOR.retention.logDays)
})

const logrotate = spawnSync('logrotate', ['--version']).status === 0

test.skipIf(!logrotate)('logrotate reads it without an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logrotate-'))
  try {
    const result = spawnSync('logrotate', ['--debug', '--state', join(dir, 'state'), FILE], { encoding: 'utf8' })
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/error/i)
    expect(result.status).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
