import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { bootId, LockedError, processStart, withLock } from './lock.ts'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-lock-'))
  file = join(dir, '.lock')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('one publish at a time: a second one while the first runs is refused and changes nothing', async () => {
  let release!: () => void
  const first = withLock(file, 'Veröffentlichen', () => new Promise<string>((done) => (release = () => done('first'))))
  let secondRan = false
  await expect(
    withLock(file, 'Zurücknehmen', async () => {
      secondRan = true
    }),
  ).rejects.toThrow(LockedError)
  expect(secondRan).toBe(false)
  release()
  expect(await first).toBe('first')
  expect(existsSync(file)).toBe(false)
  // Free again once the first has finished.
  expect(await withLock(file, 'Zurücknehmen', async () => 'second')).toBe('second')
})

test('the refusal says what is running, in German, for the editor page', async () => {
  let release!: () => void
  const first = withLock(file, 'Veröffentlichen', () => new Promise<void>((done) => (release = done)))
  await expect(withLock(file, 'Vorschau', async () => {})).rejects.toThrow(/läuft schon ein Vorgang \(Veröffentlichen/)
  release()
  await first
})

test('a failed run frees the lock', async () => {
  await expect(withLock(file, 'Veröffentlichen', () => Promise.reject(new Error('build failed')))).rejects.toThrow(
    'build failed',
  )
  expect(existsSync(file)).toBe(false)
})

test('a lock left by a process that died is taken over', async () => {
  // The pid of a process that has certainly ended.
  const dead = spawnSync(process.execPath, ['-e', '0']).pid
  writeFileSync(file, JSON.stringify({ pid: dead, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z' }))
  expect(await withLock(file, 'Veröffentlichen', async () => 'ran')).toBe('ran')
})

test('a lock whose process id now belongs to another process (reused after a reboot) is taken over', async () => {
  // This very process is alive – but the lock was written by one that started at another time …
  writeFileSync(
    file,
    JSON.stringify({ pid: process.pid, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z', started: '1' }),
  )
  expect(await withLock(file, 'Veröffentlichen', async () => 'ran')).toBe('ran')
  // … or during another boot of the machine.
  writeFileSync(
    file,
    JSON.stringify({ pid: process.pid, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z', boot: 'eine-andere' }),
  )
  expect(await withLock(file, 'Veröffentlichen', async () => 'ran')).toBe('ran')
})

test('a lock of a running process (same boot, same start time) holds', async () => {
  const holder = { pid: process.pid, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z' }
  writeFileSync(file, JSON.stringify({ ...holder, boot: bootId(), started: processStart(process.pid) }))
  await expect(withLock(file, 'Vorschau', async () => {})).rejects.toThrow(LockedError)
})
