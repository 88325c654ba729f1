/**
 * The rehearsal's operator steps (docs/decisions/030): a restore after an erasure, and an
 * update with its rollback – each done with the commands docs/deploy.md gives the operator,
 * each asserting what the office, the database and a visitor see.
 */
import { eventually, expect } from './check.ts'
import type { Answer } from './https.ts'
import { checkOffsite } from './offsite.ts'
import type { Kit } from './steps.ts'

/** Asks the site through Caddy every 250 ms until `stop` resolves; returns every answer's status (0: no answer). */
async function watchSite(kit: Kit, stop: Promise<unknown>) {
  const statuses: number[] = []
  let done = false
  void stop.finally(() => (done = true))
  while (!done) {
    statuses.push(
      await kit.site('/').then(
        (answer: Answer) => answer.status,
        () => 0,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return statuses
}

export function operatorSteps(kit: Kit): {
  restore: [string, () => Promise<void>]
  update: [string, () => Promise<void>]
} {
  const { box, sql } = kit
  const stored = () => sql('SELECT email FROM contact_requests ORDER BY email').split('\n').filter(Boolean)

  return {
    restore: [
      '5 an Art. 17 erasure in the desk, a backup taken before it restored: the erased request stays gone',
      async () => {
        const keep = 'bleibt.probe@mandatwerk-probe.de'
        const erase = 'weg.probe@mandatwerk-probe.de'
        for (const [name, email] of [
          ['Bea Bleibt', keep],
          ['Willi Weg', erase],
        ] as const) {
          const sent = await kit.visitor(email, 9000, name)
          expect(sent.status < 300, `the request of ${name} was refused`, sent)
        }
        box.run('systemctl start mandatwerk-backup.service')
        const status = JSON.parse(box.run('cat /var/lib/mandatwerk/backup-status.json')) as { backup?: { id: string } }
        const backup = status.backup?.id
        expect(backup, 'the backup recorded no backup', JSON.stringify(status))
        // SQLite: a file; PostgreSQL: a pgBackRest label, listed by pgBackRest.
        const listed = backup.startsWith('/')
          ? box.run(`ls ${backup}`)
          : box.run('runuser -u postgres -- pgbackrest --stanza=mandatwerk info')
        expect(listed.includes(backup), 'the recorded backup is not there', listed)
        checkOffsite(box)

        const erased = await kit.deskPost('/anfragen/datenschutz/loeschen', { email: erase })
        expect(erased.status === 200 && erased.body.includes('Gelöscht'), 'the desk did not erase', erased)
        expect(!stored().includes(erase), 'the erased request is still in the database', stored().join(', '))

        // As docs/deploy.md says, with the backup recorded before the erasure (a file, or a pgBackRest label).
        const restored = box.run(`mandatwerk restore '${backup}' 2>&1`)
        expect(/erasure journal: 1 erased request/.test(restored), 'the restore applied no erasure', restored)
        const now = stored()
        expect(!now.includes(erase), 'the restore brought the erased request back', now.join(', '))
        expect(now.includes(keep), 'the restore lost the request that was kept', now.join(', '))
        const inbox = await eventually('the desk after the restore', async () => {
          const page = await kit.desk('/anfragen').catch(() => undefined)
          return page?.status === 200 ? page : undefined
        })
        expect(
          inbox.body.includes('Bea Bleibt') && !inbox.body.includes('Willi Weg'),
          'the desk does not show what the restore left',
          inbox,
        )
      },
    ],
    update: [
      '7 update to a later commit; an update whose server does not start rolls back; the site always answers',
      async () => {
        const commit = (change: string) =>
          box
            .run(
              `cd /root/mandatwerk && ${change} && git -c user.name=Probe -c user.email=probe@localhost commit -qam 'rehearsal: ${change.replace(/'/g, '')}' && git rev-parse HEAD`,
            )
            .trim()
        const live = () => box.run('readlink /opt/mandatwerk/app').trim()

        const good = commit("echo '<!-- a later commit (rehearsal) -->' >> docs/deploy.md")
        const updating = box.start(`mandatwerk update ${good}`)
        const [update, during] = await Promise.all([updating, watchSite(kit, updating)])
        expect(update.status === 0, `the update to ${good} failed`, update.output.slice(-3000))
        expect(live() === `/opt/mandatwerk/versions/${good}`, 'the update did not switch the code', live())
        const failedDuring = during.filter((status) => status !== 200)
        expect(
          failedDuring.length === 0,
          `the site did not answer ${failedDuring.length} of ${during.length} times during the update`,
          during.join(' '),
        )

        const bad = commit("sed -i '1i process.exit(3)' server/index.ts")
        const breaking = box.start(`mandatwerk update ${bad}`)
        const [broken, duringBroken] = await Promise.all([breaking, watchSite(kit, breaking)])
        expect(broken.status !== 0, 'an update to a server that exits at start succeeded', broken.output.slice(-3000))
        expect(/does not start/.test(broken.output), 'the failed update did not say why', broken.output.slice(-3000))
        expect(live() === `/opt/mandatwerk/versions/${good}`, 'the failed update left other code live', live())
        const failedBroken = duringBroken.filter((status) => status !== 200)
        expect(
          failedBroken.length === 0,
          `the site did not answer ${failedBroken.length} of ${duringBroken.length} times during the failed update`,
          duringBroken.join(' '),
        )
        const doctor = box.run('mandatwerk doctor 2>&1; echo "exit=$?"', { allowFail: true })
        expect(/exit=0\s*$/.test(doctor), 'the doctor is not clean after the rollback', doctor)
      },
    ],
  }
}
