/**
 * A failing backup reaches a person (docs/decisions/024): the backup unit's OnFailure= starts
 * mandatwerk-notify@<unit>.service, whose command emails CONTACT_INBOX through the site's
 * SMTP_URL. This machine has no systemd to run units, so the test makes the backup fail and
 * then runs the notifier's ExecStart line as systemd would (with %i filled in), against the
 * real SMTP test server.
 */
import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, expect, test } from 'vitest'

import { type SmtpSink, startSmtpSink } from '../tests/support/smtp-sink.ts'

let sink: SmtpSink | undefined
afterAll(() => sink?.close())

/** `Key=value` of a unit file. */
const setting = (unit: string, key: string) =>
  new RegExp(`^${key}=(.+)$`, 'm').exec(readFileSync(join('deploy', unit), 'utf8'))?.[1]

test('a failed backup emails CONTACT_INBOX through the site mail settings', async () => {
  sink = await startSmtpSink()
  const empty = mkdtempSync(join(tmpdir(), 'no-data-'))
  const settings = {
    PATH: process.env.PATH,
    DATA_DIR: empty,
    BACKUP_DIR: join(empty, 'backups'),
    SMTP_URL: sink.url,
    SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.example>',
    CONTACT_INBOX: 'operator@mandatwerk.example',
  }
  const backup = spawnSync('sh', ['deploy/backup.sh'], { env: settings, encoding: 'utf8' })
  expect(backup.status).not.toBe(0)

  // What systemd does on that failure: OnFailure=mandatwerk-notify@%n.service → its ExecStart with %i.
  const failed = 'mandatwerk-backup.service'
  const onFailure = setting(failed, 'OnFailure')!
  expect(onFailure).toBe('mandatwerk-notify@%n.service')
  const notifier = onFailure.replace('%n', '')
  const command = setting(notifier, 'ExecStart')!
    .replace('/opt/mandatwerk/app/node_modules/node/bin/node', process.execPath)
    .replace('%i', failed)
    .split(' ')
  // Not spawnSync: the SMTP server runs in this process and must answer meanwhile.
  const notified = await promisify(execFile)(command[0]!, command.slice(1), { env: settings, encoding: 'utf8' })
  expect(notified.stdout).toContain('told operator@mandatwerk.example that mandatwerk-backup.service failed')

  const [mail] = await sink.waitFor(1)
  expect(mail!.envelopeTo).toEqual(['operator@mandatwerk.example'])
  expect(mail!.headers.subject).toMatch(/^\[Mandatwerk\] mandatwerk-backup\.service failed on /)
  expect(mail!.text).toContain('the contact database is not being backed up')
}, 30_000)

test('without SMTP_URL the notifier says that no one can be told, and fails', () => {
  const result = spawnSync(process.execPath, ['scripts/notify-failure.ts', 'mandatwerk-backup.service'], {
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('SMTP_URL is not set')
})
