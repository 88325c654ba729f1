/**
 * The production switch in the built server bundle (docs/decisions/013): the value of
 * NODE_ENV at run time decides – never one a bundler inlined when building – and the files
 * it writes are its owner's only. No browser: the real bundle as a child process.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { SERVER_BUNDLE } from '../../scripts/lib/server-bundle.ts'
import { freePort, startSiteServer } from '../../scripts/lib/site-server.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'

test.describe.configure({ mode: 'parallel' })

/** Runs the bundle until it exits or prints its listening line; returns exit status and output. */
async function run(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | 'listening'>((resolve) => {
    child.once('exit', (status) => resolve(status ?? -1))
    const timer = setInterval(() => {
      if (stdout.includes('"msg":"listening"')) {
        clearInterval(timer)
        resolve('listening')
      }
    }, 50)
    child.once('exit', () => clearInterval(timer))
  })
  if (code === 'listening') {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  return { code, stdout, stderr }
}

const SAFE = {
  NODE_ENV: 'production',
  // This repository's build is the fictitious demo company: the go-live check is tested below.
  ALLOW_DEMO_CONTENT: '1',
  SITE_URL: 'https://www.mandatwerk.de',
  SMTP_URL: 'smtp://127.0.0.1:2',
  SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.de>',
  CONTACT_INBOX: 'anfragen@mandatwerk.de',
}

test('NODE_ENV=production with the shipped defaults: exit status 1, every problem on its own line, naming its variable', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-switch-'))
  try {
    const { code, stdout, stderr } = await run({ NODE_ENV: 'production', DATA_DIR: 'data' })
    expect(code).toBe(1)
    expect(stdout).not.toContain('listening')
    const lines = stderr.trimEnd().split('\n')
    expect(lines[0]).toBe('Refusing to start in production (NODE_ENV=production):')
    const names = lines.slice(1).map((line) => line.trim().split(':')[0])
    expect(names.slice(0, 5)).toEqual(['SMTP_URL', 'CONTACT_INBOX', 'SMTP_FROM', 'SITE_URL', 'DATA_DIR'])
    // Then the go-live check's findings: the shipped site is the fictitious demo company.
    expect(names.length).toBeGreaterThan(5)
    expect(new Set(names.slice(5))).toEqual(new Set(['ALLOW_DEMO_CONTENT']))
    // No stack trace, nothing but the list.
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('an empty variable counts as unset in production too, and one bad value does not hide the others', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-switch-'))
  try {
    const { code, stderr } = await run({ ...SAFE, DATA_DIR: dataDir, SMTP_URL: '', LOG_LEVEL: 'loud' })
    expect(code).toBe(1)
    expect(stderr).toMatch(/^ {2}LOG_LEVEL: /m)
    expect(stderr).toMatch(/^ {2}SMTP_URL: not set/m)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a safe production configuration starts, without the demo notice; MAIL_MODE=files is an explicit choice', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-switch-'))
  try {
    const started = await run({ ...SAFE, DATA_DIR: dataDir })
    expect(started.code).toBe('listening')
    expect(started.stdout + started.stderr).not.toContain('local demo')
    const files = await run({ ...SAFE, DATA_DIR: dataDir, SMTP_URL: '', MAIL_MODE: 'files' })
    expect(files.code).toBe('listening')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('production on the shipped demo content: refused, each demo value named with where to change it, unless ALLOW_DEMO_CONTENT=1', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-switch-'))
  try {
    const { code, stderr } = await run({ ...SAFE, ALLOW_DEMO_CONTENT: '', DATA_DIR: dataDir })
    expect(code).toBe(1)
    const lines = stderr.trimEnd().split('\n').slice(1)
    expect(lines.every((line) => line.startsWith('  ALLOW_DEMO_CONTENT: '))).toBe(true)
    expect(stderr).toContain('VAT ID (the editor, “Firmenangaben” (content/company.yaml: vatId')
    expect(stderr).toMatch(/Contact card password \(the existing build/)
    expect((await run({ ...SAFE, DATA_DIR: dataDir })).code).toBe('listening')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('without NODE_ENV: the local demo says so once, and where its emails go', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-switch-'))
  try {
    const { code, stdout, stderr } = await run({ DATA_DIR: dataDir })
    expect(code).toBe('listening')
    const notices = (stdout + stderr).split('\n').filter((line) => line.includes('local demo'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain(`.eml files in ${join(dataDir, 'outbox')}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('the database, its journal, the .eml files and a CSV export are readable by their owner only', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'file-modes-'))
  const server = await startSiteServer({ CONTACT_RATE_LIMIT: '0' }, { dataDir })
  try {
    const response = await fetch(`${server.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-fill-ms': '9000' },
      body: JSON.stringify(VALID_REQUEST),
    })
    expect(response.status).toBe(201)
    const outbox = join(dataDir, 'outbox')
    const emlFiles = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml')).length
      } catch {
        return 0 // not written yet
      }
    }
    await expect.poll(emlFiles).toBe(2)
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8)
    for (const file of ['contact.db', 'contact.db-wal']) expect(mode(join(dataDir, file)), file).toBe('600')
    expect(mode(outbox)).toBe('700')
    for (const file of readdirSync(outbox)) expect(mode(join(outbox, file)), file).toBe('600')

    // The operator's export, also over a file that anyone could read before.
    const csv = join(dataDir, 'requests.csv')
    writeFileSync(csv, 'old', { mode: 0o644 })
    execFileSync(process.execPath, ['scripts/requests.ts', 'export', '--out', csv], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    })
    expect(readFileSync(csv, 'utf8')).toContain(VALID_REQUEST.email)
    expect(mode(csv)).toBe('600')
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
