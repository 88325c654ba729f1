/**
 * Fewer local SQLite copies by a rule (docs/decisions/033): of the copies every 15 minutes, the
 * newest four and one an hour for two days – 52 at most instead of 192 – and nothing older;
 * and `restic forget --prune` once a day, not with every copy; a restore's leftovers go after 2 days.
 */
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { runScript } from '../../tests/support/operator-scripts.ts'
import { resticRepository } from '../../tests/support/restic.ts'
import { createRepository } from '../contact/create-repository.ts'
import { backupsToDelete, KEEP_LAST } from './sqlite-backup.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

test('the newest four copies and one an hour for two days stay; older ones go', () => {
  const now = new Date('2026-11-26T12:07:00Z')
  // Three days of copies every 15 minutes, the newest 2 minutes ago.
  const copies = Array.from({ length: 3 * 96 }, (_, i) => ({
    name: `copy-${i}`,
    mtimeMs: now.getTime() - 2 * MINUTE - i * 15 * MINUTE,
  }))
  const deleted = new Set(backupsToDelete(copies, { now, keepDays: 2 }))
  const kept = copies.filter((copy) => !deleted.has(copy.name))
  expect(kept.slice(0, KEEP_LAST).map((copy) => copy.name)).toEqual(['copy-0', 'copy-1', 'copy-2', 'copy-3'])
  expect(kept.length).toBeLessThanOrEqual(KEEP_LAST + 48)
  expect(kept.every((copy) => now.getTime() - copy.mtimeMs <= 48 * HOUR)).toBe(true)
  // Every hour of the two days still has a copy: at most an hour (plus one interval) between kept copies.
  for (let i = 1; i < kept.length; i++)
    expect(kept[i - 1]!.mtimeMs - kept[i]!.mtimeMs).toBeLessThanOrEqual(HOUR + 15 * MINUTE)
  expect(now.getTime() - kept.at(-1)!.mtimeMs).toBeGreaterThan(47 * HOUR)
})

test('restic forget --prune runs with the first backup of a day, not with the next', async () => {
  const storage = testStorage('sqlite')
  const repository = await createRepository({ dataDir: storage.dataDir })
  await repository.submit(newRequest())
  await repository.close()
  const settings = {
    DATA_DIR: storage.dataDir,
    BACKUP_DIR: mkdtempSync(join(tmpdir(), 'backups-')),
    ...resticRepository(),
  }
  const runs = [runScript('backup', [], settings), runScript('backup', [], settings)]
  for (const run of runs) expect(run.status, run.stderr).toBe(0)
  expect(runs.map((run) => /restic snapshot \w+ in .*?( \(pruned\))?$/m.exec(run.stdout)?.[1] ?? '')).toEqual([
    ' (pruned)',
    '',
  ])
}, 60_000)

test('what a restore left beside the database goes after the local copies’ 2 days, not before', async () => {
  const storage = testStorage('sqlite')
  const repository = await createRepository({ dataDir: storage.dataDir })
  await repository.submit(newRequest())
  await repository.close()
  const aged = (name: string, days: number) => {
    const path = join(storage.dataDir, name)
    writeFileSync(path, 'a replaced database')
    const time = new Date(Date.now() - days * 24 * HOUR)
    utimesSync(path, time, time)
  }
  aged('contact.db.replaced-20261120T101500000Z', 3)
  aged('contact.db.replaced-20261120T101500000Z-wal', 3)
  aged('contact.db.replaced-20261125T101500000Z', 1)
  const run = runScript('backup', [], { DATA_DIR: storage.dataDir, BACKUP_DIR: mkdtempSync(join(tmpdir(), 'b-')) })
  expect(run.status, run.stderr).toBe(0)
  expect(readdirSync(storage.dataDir).filter((name) => name.includes('replaced'))).toEqual([
    'contact.db.replaced-20261125T101500000Z',
  ])
}, 60_000)
