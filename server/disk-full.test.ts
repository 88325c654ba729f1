/**
 * Before the disk is full (docs/decisions/026), the server refuses new contact requests with 503 and
 * Retry-After, keeps everything stored intact, and says why in the log and the metrics.
 * Where this machine lets the test mount one (root), DATA_DIR is a real 16 MB tmpfs that the
 * test fills with a file; everywhere, a threshold above the free space of the test's disk.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { afterEach, beforeAll, expect, test, vi } from 'vitest'

import { VALID_REQUEST } from '../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../tests/support/contact-server.ts'
import { testStorage } from '../tests/support/contact-storage.ts'
import { DISK_FULL_RETRY_AFTER_SECONDS } from './contact/contact-route.ts'
import { SQLITE_FILE } from './contact/create-repository.ts'
import { setLogLevel } from './log.ts'
import { createMetrics } from './metrics.ts'

const MB = 2 ** 20
const HUMAN = { 'content-type': 'application/json', 'x-form-fill-ms': '8000' }

beforeAll(() => setLogLevel('silent'))
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A fresh tmpfs of `sizeMb`, or null where mounting is not allowed (not root). */
function mountTmpfs(sizeMb: number): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'disk-full-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir])
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true })
    return null
  }
  cleanups.push(() => {
    spawnSync('umount', [dir])
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}
const CAN_MOUNT = (() => {
  const probe = mountTmpfs(1)
  if (probe) cleanups.pop()!()
  return probe !== null
})()

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function start(dataDir: string, minFreeMb: number): Promise<ContactServer> {
  const server = await startContactServer(
    testStorage('sqlite'),
    { CONTACT_RATE_LIMIT: null, DATA_DIR: dataDir, DATA_DISK_MIN_FREE_MB: minFreeMb },
    { metrics: createMetrics() },
  )
  cleanups.push(server.stop)
  return server
}

function captureErrors() {
  const lines: Record<string, unknown>[] = []
  setLogLevel('info')
  cleanups.push(() => setLogLevel('silent'))
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
    return true
  })
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  return lines
}

const storedRequests = (dataDir: string) => {
  const db = new DatabaseSync(join(dataDir, SQLITE_FILE), { readOnly: true })
  try {
    const integrity = db.prepare('PRAGMA integrity_check').get()!.integrity_check
    const count = Number(db.prepare('SELECT count(*) AS n FROM contact_requests').get()!.n)
    return { integrity, count }
  } finally {
    db.close()
  }
}

test.skipIf(!CAN_MOUNT)(
  'on a real 16 MB tmpfs: filled to under 4 MB free, new requests get 503 + Retry-After; freed, 201 again',
  async () => {
    const dataDir = mountTmpfs(16)!
    const server = await start(dataDir, 4)
    expect((await server.post(VALID_REQUEST, HUMAN)).status).toBe(201)
    const log = captureErrors()

    // Something else on the disk (a log, a backup) leaves less than 4 MB.
    const free = statfsSync(dataDir).bavail * statfsSync(dataDir).bsize
    writeFileSync(join(dataDir, 'filler'), Buffer.alloc(free - 3 * MB))
    const refused = await server.post({ ...VALID_REQUEST, email: 'ben@example.org' }, HUMAN)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe(String(DISK_FULL_RETRY_AFTER_SECONDS))
    expect(((await refused.json()) as { error: string }).error).toMatch(/cannot be accepted just now/)
    expect((await server.post(VALID_REQUEST, HUMAN)).status).toBe(503)

    expect(storedRequests(dataDir)).toEqual({ integrity: 'ok', count: 1 })
    const errors = log.filter((line) => line.level === 'error').map((line) => line.msg)
    // Said once, not at every refusal.
    expect(errors).toEqual(['disk nearly full: refusing new contact requests (503) until space is freed'])
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(sample(metrics, 'contact_disk_full_refusals_total')).toBe(2)
    expect(sample(metrics, 'data_disk_used_ratio')).toBeGreaterThan(0.75)
    expect(sample(metrics, 'server_ready')).toBe(0)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(((await ready.json()) as { disk: unknown }).disk).toMatchObject({ refusing: true })

    rmSync(join(dataDir, 'filler'))
    expect((await server.post({ ...VALID_REQUEST, email: 'ben@example.org' }, HUMAN)).status).toBe(201)
    expect(storedRequests(dataDir)).toEqual({ integrity: 'ok', count: 2 })
    expect(sample(await (await fetch(`${server.url}/metrics`)).text(), 'data_disk_used_ratio')).toBeLessThan(0.5)
  },
)

test('a minimum above the free space of the disk: 503 with Retry-After, nothing stored, counted; the usual minimum takes requests', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'disk-full-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const { bavail, bsize } = statfsSync(dataDir)
  const server = await start(dataDir, Math.ceil((bavail * bsize) / MB) + 1024)
  const refused = await server.post(VALID_REQUEST, HUMAN)
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toBe(String(DISK_FULL_RETRY_AFTER_SECONDS))
  expect(storedRequests(dataDir).count).toBe(0)
  const metrics = await (await fetch(`${server.url}/metrics`)).text()
  expect(sample(metrics, 'contact_disk_full_refusals_total')).toBe(1)
  expect(sample(metrics, 'contact_requests_total{outcome="disk-full"}')).toBe(1)
  const used = sample(metrics, 'data_disk_used_ratio')!
  expect(used).toBeGreaterThan(0)
  expect(used).toBeLessThan(1)

  const other = mkdtempSync(join(tmpdir(), 'disk-ok-'))
  cleanups.push(() => rmSync(other, { recursive: true, force: true }))
  expect((await (await start(other, 1)).post(VALID_REQUEST, HUMAN)).status).toBe(201)
})
