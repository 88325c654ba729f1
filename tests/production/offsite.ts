/**
 * The off-site copy in the rehearsal (ADR 030): a backup host in the same booted Debian, set up
 * with deploy/backup-host/install as its operator would – Debian's rclone serving restic's REST
 * protocol in append-only mode under its own user, its own daily prune – and the web server
 * installed with `--offsite rest:… --offsite-append-only`.
 */
import { expect } from './check.ts'
import type { Container } from './container.ts'

const ADDR = '127.0.0.1:5090' // the container shares the host's network: one of the rehearsal's ports
const HOST_RESTIC =
  'env RESTIC_REPOSITORY=/srv/mandatwerk-offsite RESTIC_PASSWORD_FILE=/etc/mandatwerk-offsite/restic-password RESTIC_CACHE_DIR=/tmp/restic-cache'

/** Sets the backup host up before the web server's install; returns the web server's `--offsite` flags. */
export function setUpBackupHost(box: Container): string {
  const first = box.run(`/root/mandatwerk/deploy/backup-host/install --addr ${ADDR} 2>&1`)
  expect(/change\(s\) made/.test(first), 'the backup host’s install made no change', first)
  const again = box.run(`/root/mandatwerk/deploy/backup-host/install --addr ${ADDR} 2>&1`)
  expect(/Nothing changed/.test(again), 'the backup host’s second install changed something', again)
  const password = box.run('cat /etc/mandatwerk-offsite/account-password').trim()
  return `--offsite 'rest:http://mandatwerk:${password}@${ADDR}/' --offsite-append-only`
}

/** After the web server's install: the backup host gets the repository's password, so it can prune. */
export function giveBackupHostThePassword(box: Container) {
  box.run(
    `/root/mandatwerk/deploy/backup-host/install --addr ${ADDR} --restic-password-file /etc/mandatwerk/restic-password`,
  )
}

/** The snapshots on the backup host, as its own user reads them on the repository's path. */
function snapshots(box: Container): { short_id: string; time: string }[] {
  return JSON.parse(
    box.run(`${HOST_RESTIC} restic snapshots --json --tag mandatwerk`, { user: 'mandatwerk-offsite' }),
  ) as { short_id: string; time: string }[]
}

/**
 * After a backup: its copy is on the backup host; the web server's own account cannot delete a
 * snapshot; the backup host's prune runs and keeps what is younger than 13 days.
 */
export function checkOffsite(box: Container) {
  const before = snapshots(box)
  expect(before.length >= 2, 'the backups did not reach the backup host', JSON.stringify(before))
  const names = box.run('ls /srv/mandatwerk-offsite/snapshots').trim().split('\n')
  // What `restic forget` sends with the web server's credentials: a DELETE of the snapshot's file.
  const deleted = box.run(
    `set -a; . /etc/mandatwerk/mandatwerk.env; url="\${RESTIC_REPOSITORY#rest:}"; curl -s -o /dev/null -w '%{http_code}' -X DELETE "\${url}snapshots/${names[0]}"`,
  )
  expect(deleted.trim() === '403', 'the web server’s account deleted an off-site snapshot', deleted)
  const log = box.run('journalctl -u mandatwerk-backup --no-pager -o cat')
  const password = box.run('cat /etc/mandatwerk-offsite/account-password').trim()
  expect(!log.includes(password), 'the backup log shows the off-site account’s password')
  box.run('systemctl start mandatwerk-offsite-prune.service')
  const result = box.run('systemctl show -p Result --value mandatwerk-offsite-prune.service').trim()
  expect(
    result === 'success',
    'the backup host’s prune failed',
    box.run('journalctl -u mandatwerk-offsite-prune -o cat'),
  )
  expect(snapshots(box).length === before.length, 'the prune removed a snapshot younger than 13 days')
}
