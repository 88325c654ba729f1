/**
 * The rehearsal's steps 4, 5 and 7 (issue 35 §2, ADR 030, 033): a content editor publishes a
 * company detail, an Art. 17 erasure survives a restore, and an update that fails rolls back
 * while the site keeps answering. Each asserts what a person would see through Caddy, in the
 * database or in the SMTP sink.
 */
import type { SmtpSink } from '../support/smtp-sink.ts'
import type { Container } from './container.ts'
import { eventually, expect } from './expect.ts'
import type { Answer, httpsClient } from './https.ts'

type Https = ReturnType<typeof httpsClient>
type Step = [string, () => Promise<void>]

export type StepContext = {
  box: Container
  engine: 'sqlite' | 'postgresql'
  sink: SmtpSink
  site: string
  editor: string
  httpsPort: number
  https: Https
  visitor: (email: string, fillMs?: number, from?: string) => Promise<Answer>
  desk: (path: string, init?: Parameters<Https>[2]) => Promise<Answer>
  deskPost: (path: string, fields: Record<string, string>) => Promise<Answer>
  sql: (query: string) => string
  editorUser: string
  officeFrom: string
}

const COMPANY = 'content/company.yaml'
/** Text as a reader sees it: no-break spaces (character or entity) are spaces. */
const readable = (text: string) => text.replace(/\u00a0|&nbsp;|&#160;|&#xa0;/gi, ' ')
const WORKING_COPY = '/var/lib/mandatwerk-content'

export function laterSteps(w: StepContext): { publish: Step; erasure: Step; update: Step } {
  const origin = `https://${w.editor}:${w.httpsPort}`
  const asEditor = (path: string, init: Parameters<Https>[2] = {}) =>
    w.https(w.editor, path, { from: w.officeFrom, user: w.editorUser, ...init })
  const stored = () => w.sql('SELECT email FROM contact_requests ORDER BY email').split('\n')

  const publish: Step = [
    '4 a content editor changes the register number and publishes: /legal and the next e-mail carry it',
    async () => {
      const number = `HRB ${100000 + Math.floor(Math.random() * 800000)} B`
      // What Keystatic's form sends when the editor saves the company page: the whole file.
      const before = w.box.run(`cat ${WORKING_COPY}/${COMPANY}`)
      expect(/^registerNumber: /m.test(before), `no registerNumber in ${COMPANY}`, before)
      const after = before.replace(/^registerNumber: .*$/m, `registerNumber: ${number}`)
      const saved = await asEditor('/api/keystatic/update', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'no-cors': '1', Origin: origin },
        body: JSON.stringify({
          additions: [{ path: COMPANY, contents: Buffer.from(after).toString('base64') }],
          deletions: [],
        }),
      })
      expect(saved.status === 200, 'saving the company page in the editor was refused', saved)
      const started = await asEditor('/redaktion/veroeffentlichen', { method: 'POST', headers: { Origin: origin } })
      expect(started.status === 303, 'publishing in the editor was refused', started)
      const outcome = await eventually(
        'the publish to end',
        async () => {
          const status = await asEditor('/redaktion/status')
          const job = (JSON.parse(status.body) as { job?: { outcome?: { ok: boolean; message: string } } }).job
          return job?.outcome
        },
        600_000,
      )
      expect(outcome.ok && /ist live/.test(outcome.message), 'the publish did not go live', outcome.message)
      const legal = await w.https(w.site, '/legal')
      expect(
        legal.status === 200 && readable(legal.body).includes(number),
        '/legal does not show the new register number',
        legal,
      )
      const address = `fusszeile.probe@mandatwerk-probe.de`
      const sent = await w.visitor(address, 9000, '127.0.0.3')
      expect(sent.status < 300, 'the contact form was refused', sent)
      const confirmation = await eventually('the confirmation e-mail', () =>
        w.sink.messages.find((m) => m.envelopeTo.includes(address)),
      )
      // The footer keeps „HRB 123456 B“ on one line with no-break spaces; a reader sees spaces.
      expect(
        readable(confirmation.text).includes(number) && readable(confirmation.html).includes(number),
        'the confirmation e-mail’s footer does not carry the new register number',
        confirmation.text.slice(-1500),
      )
    },
  ]

  const erasure: Step = [
    '5 an Art. 17 erasure in the desk survives the restore of a backup taken before it',
    async () => {
      const keep = 'bleibt.probe@mandatwerk-probe.de'
      const erase = 'weg.probe@mandatwerk-probe.de'
      for (const address of [keep, erase]) {
        const sent = await w.visitor(address, 9000, '127.0.0.4')
        expect(sent.status < 300, 'the contact form was refused', sent)
      }
      w.box.run('systemctl start mandatwerk-backup.service')
      // The backup just taken, before the erasure: a file (SQLite) or a pgBackRest label.
      const status = JSON.parse(w.box.run('cat /var/lib/mandatwerk/backup-status.json')) as { backup: { id: string } }
      const backup = status.backup.id
      expect(stored().includes(erase), 'the request to erase is not in the database', stored().join(', '))
      const erased = await w.deskPost('/anfragen/datenschutz/loeschen', { email: erase })
      expect(erased.status === 200 && erased.body.includes('Gelöscht:'), 'the erasure in the desk failed', erased)
      expect(!stored().includes(erase), 'after the erasure the request is still in the database', stored().join(', '))
      const restore =
        w.engine === 'sqlite' ? `mandatwerk npm run --silent restore -- '${backup}'` : `mandatwerk restore '${backup}'`
      w.box.run(
        `systemctl stop 'mandatwerk@*' mandatwerk-desk && ${restore} 2>&1 && systemctl start mandatwerk@3000 mandatwerk-desk`,
      )
      const emails = stored()
      expect(!emails.includes(erase), 'the restore brought the erased request back', emails.join(', '))
      expect(emails.includes(keep), 'the restore lost the request that was not erased', emails.join(', '))
      const inbox = await eventually('the desk after the restore', async () => {
        const page = await w.desk('/anfragen').catch(() => undefined)
        return page?.status === 200 ? page : undefined
      })
      expect(
        inbox.body.includes(keep) && !inbox.body.includes(erase),
        'the desk after the restore does not show what the database holds',
        inbox,
      )
    },
  ]

  const update: Step = [
    '7 update to a later commit; an update whose server does not start rolls back, the site answering throughout',
    async () => {
      const commit = (change: string) =>
        w.box
          .run(
            `cd /root/mandatwerk && ${change} && git -c user.name=Probe -c user.email=probe@localhost commit -qam probe && git rev-parse HEAD`,
          )
          .trim()
      const live = () => w.box.run('readlink /opt/mandatwerk/app').trim()
      // Every answer of the public site while `run` goes on, four a second.
      const watched = async (command: string) => {
        const answers: string[] = []
        let polling = true
        const poll = (async () => {
          while (polling) {
            const answer = await w.https(w.site, '/').then(
              (a) => String(a.status),
              (error: Error) => error.message,
            )
            answers.push(answer)
            await new Promise((done) => setTimeout(done, 250))
          }
        })()
        await new Promise((done) => setTimeout(done, 500))
        const { output, status } = await w.box.runAsync(command)
        polling = false
        await poll
        return { output, status, answers }
      }
      const failures = (answers: string[]) => answers.filter((a) => a !== '200')

      const good = commit("echo '<!-- probe update -->' >> docs/deploy.md")
      const first = await watched(`mandatwerk update ${good}`)
      expect(first.status === 0, `the update to ${good} failed`, first.output.slice(-3000))
      expect(live() === `/opt/mandatwerk/versions/${good}`, 'the update did not switch the code', live())
      expect(
        failures(first.answers).length === 0,
        `the site failed ${failures(first.answers).length} of ${first.answers.length} requests during the update`,
        failures(first.answers).join(', '),
      )

      const bad = commit("sed -i '1i process.exit(3)' server/index.ts")
      const second = await watched(`mandatwerk update ${bad}`)
      expect(second.status !== 0, 'an update to a server that exits at start succeeded', second.output.slice(-3000))
      expect(live() === `/opt/mandatwerk/versions/${good}`, 'the failed update left another code live', live())
      expect(
        failures(second.answers).length === 0,
        `the site failed ${failures(second.answers).length} of ${second.answers.length} requests during the failed update`,
        failures(second.answers).join(', '),
      )
      const home = await w.https(w.site, '/')
      expect(home.status === 200, 'the site after the failed update', home)
    },
  ]

  return { publish, erasure, update }
}
