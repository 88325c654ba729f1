/**
 * Staff accounts and who may start without them (docs/decisions/030): `npm run staff` writes
 * `name:scrypt-hash` lines from a password read on standard input; the desk and the editor refuse
 * to start in production without their account file, and on a clone without one run for one
 * developer on loopback, saying so. Real processes, real files.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { freePort } from '../../scripts/lib/site-server.ts'
import { verifyPassword } from './accounts.ts'

/** Runs `node <script> ...args` with `env`, `input` on stdin; stops it once `until` appears in its output. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv, { input = '', until = '' } = {}) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (until && output.includes(until)) child.kill('SIGTERM')
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    // A process that should have stopped by itself does not outlive the test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
    child.stdin.end(input)
  })
}

describe('npm run staff', { timeout: 30_000 }, () => {
  test('add reads the password from standard input and stores only its scrypt hash, mode 0640; remove takes the line out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staff-'))
    const added = await run(
      'editor/staff/cli.ts',
      ['add', 'lea.hoffmann', 'office'],
      { STAFF_DIR: dir },
      { input: 'ein langes Passwort\n' },
    )
    expect(added.code, added.output).toBe(0)
    const [line, ...rest] = readFileSync(join(dir, 'office'), 'utf8').trimEnd().split('\n')
    expect(rest).toEqual([])
    expect(line).toMatch(/^lea\.hoffmann:scrypt\$/)
    expect(line).not.toContain('ein langes Passwort')
    expect(await verifyPassword(line!.slice('lea.hoffmann:'.length), 'ein langes Passwort')).toBe(true)
    expect(await verifyPassword(line!.slice('lea.hoffmann:'.length), 'ein anderes Passwort')).toBe(false)
    expect(statSync(join(dir, 'office')).mode & 0o777).toBe(0o640)

    const again = await run(
      'editor/staff/cli.ts',
      ['add', 'tom', 'office'],
      { STAFF_DIR: dir },
      { input: 'noch ein Passwort\n' },
    )
    expect(again.code, again.output).toBe(0)
    const removed = await run('editor/staff/cli.ts', ['remove', 'lea.hoffmann', 'office'], { STAFF_DIR: dir })
    expect(removed.code, removed.output).toBe(0)
    expect(readFileSync(join(dir, 'office'), 'utf8')).toMatch(/^tom:scrypt\$[^\n]+\n$/)
  })

  test('a short password, a name with a colon or an unknown group is refused and nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staff-'))
    const short = await run('editor/staff/cli.ts', ['add', 'lea', 'editor'], { STAFF_DIR: dir }, { input: 'kurz\n' })
    expect(short.code).toBe(2)
    expect(short.output).toContain('mindestens 12 Zeichen')
    const colon = await run(
      'editor/staff/cli.ts',
      ['add', 'le:a', 'editor'],
      { STAFF_DIR: dir },
      { input: 'ein langes Passwort\n' },
    )
    expect(colon.code).toBe(2)
    const group = await run(
      'editor/staff/cli.ts',
      ['add', 'lea', 'admin'],
      { STAFF_DIR: dir },
      { input: 'ein langes Passwort\n' },
    )
    expect(group.code).toBe(2)
    expect(() => statSync(join(dir, 'editors'))).toThrow()
  })
})

describe('starting without accounts', { timeout: 30_000 }, () => {
  const base = () => ({
    STAFF_DIR: mkdtempSync(join(tmpdir(), 'no-staff-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'desk-data-')),
    DATABASE_URL: '',
  })

  test('in production the desk refuses to start and says how to add an account', async () => {
    const started = await run('office/desk-start.ts', [], { ...base(), NODE_ENV: 'production' })
    expect(started.code).toBe(1)
    expect(started.output).toContain('Refusing to start the desk')
    expect(started.output).toContain('npm run staff -- add NAME office')
  })

  test('with a socket but no accounts it refuses too: a socket is for Caddy, and Caddy no longer signs in', async () => {
    const env = { ...base(), DESK_SOCKET: join(mkdtempSync(join(tmpdir(), 'sock-')), 'desk.sock') }
    const started = await run('office/desk-start.ts', [], env)
    expect(started.code).toBe(1)
    expect(started.output).toContain('DESK_SOCKET is set, but there are no staff accounts')
  })

  test('on a clone it runs for one developer on loopback and says so', async () => {
    const port = await freePort()
    const started = await run(
      'office/desk-start.ts',
      [],
      { ...base(), DESK_PORT: String(port) },
      { until: 'development mode' },
    )
    expect(started.output).toContain(`Desk on http://127.0.0.1:${port}/anfragen`)
    expect(started.output).toContain('No staff accounts: development mode for one developer on loopback')
  })
})
