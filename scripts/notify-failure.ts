/**
 * `node scripts/notify-failure.ts <unit>`: tells a person that a systemd unit failed, by email
 * through the site's own mail settings (SMTP_URL, SMTP_FROM) to CONTACT_INBOX. Run by
 * deploy/mandatwerk-notify@.service, the OnFailure= of the backup units (docs/deploy.md,
 * "Backups"). Includes the unit's last log lines when the journal is readable. Exits non-zero
 * when the email could not be handed over (systemd then logs that too).
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

import { addressOf, smtpTransport } from '../server/contact/mail-transport.ts'
import { readEnv } from '../server/env.ts'

const unit = process.argv[2]
if (!unit || !/^[\w@.:-]+$/.test(unit)) {
  console.error('Usage: node scripts/notify-failure.ts <failed unit name>')
  process.exit(2)
}
const env = readEnv()
if (!env.SMTP_URL) {
  console.error(`notify-failure: ${unit} failed, but SMTP_URL is not set, so no one can be told by email`)
  process.exit(1)
}
const journal = spawnSync('journalctl', ['--unit', unit, '--lines', '30', '--no-pager', '--output', 'short-iso'], {
  encoding: 'utf8',
})
const lines = journal.status === 0 && journal.stdout.trim() ? journal.stdout.trim() : '(journal not readable here)'
const from = env.SMTP_FROM
const domain = addressOf(from).split('@')[1] || 'localhost'
const transport = smtpTransport(env.SMTP_URL)
try {
  await transport.send({
    id: randomUUID(),
    messageId: `<${randomUUID()}@${domain}>`,
    from,
    to: env.CONTACT_INBOX,
    subject: `[Mandatwerk] ${unit} failed on ${hostname()}`,
    text:
      `${unit} failed on ${hostname()} at ${new Date().toISOString()}.\n\n` +
      `Until it runs again successfully, the contact database is not being backed up (or not copied off-site).\n` +
      `See docs/deploy.md, "Backups"; status: systemctl status ${unit}; log: journalctl -u ${unit}\n\n` +
      `Last log lines:\n${lines}\n`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  })
  console.log(`notify-failure: told ${env.CONTACT_INBOX} that ${unit} failed`)
} finally {
  await transport.close()
}
