import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { LockedError, processStart, withLock } from './lock.ts'

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

test('a lock from before a reboot is stale, even when its process id is in use again', async () => {
  const lock = { pid: process.pid, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z' }
  writeFileSync(file, JSON.stringify({ ...lock, boot: 'a-boot-long-ago', start: processStart(process.pid) }))
  expect(await withLock(file, 'Veröffentlichen', async () => 'ran')).toBe('ran')
})

test('a lock whose process id now belongs to a process started later is stale', async () => {
  const lock = { pid: process.pid, what: 'Veröffentlichen', since: '2026-01-01T00:00:00Z' }
  const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  writeFileSync(file, JSON.stringify({ ...lock, boot, start: String(Number(processStart(process.pid)) - 1) }))
  expect(await withLock(file, 'Veröffentlichen', async () => 'ran')).toBe('ran')
  // The same process (same boot, same start) still holds it.
  writeFileSync(file, JSON.stringify({ ...lock, boot, start: processStart(process.pid) }))
  await expect(withLock(file, 'Vorschau', async () => 'ran')).rejects.toThrow(LockedError)
})
