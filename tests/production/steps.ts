/**
 * The seven steps of the production rehearsal (issue 35 §2). Each asserts outcomes – HTTP
 * answers through the real Caddy, rows in the database, e-mails in the sink – and throws with
 * what it saw.
 */
import { randomUUID } from 'node:crypto'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'
import type { SmtpSink } from '../support/smtp-sink.ts'
import type { Container } from './container.ts'
import { type Answer, expectStatus, https } from './http.ts'

export type World = {
  engine: 'sqlite' | 'postgresql'
  container: Container
  sink: SmtpSink
  ports: { http: number; https: number; admin: number; server: number; pg: number }
  facts: Record<string, string>
}

const SITE = 'site.mandatwerk-rehearsal.de'
const DESK = 'redaktion.mandatwerk-rehearsal.de'
const EDITOR = { name: 'lea', password: 'lea-passwort-lang-genug' }
const OFFICE = { name: 'max', password: 'max-passwort-lang-genug' }
/** Staff requests come from here; EDITOR_ALLOW is this address only. */
const STAFF_FROM = '127.0.0.2'

export function installFlags(w: World, extra: string[] = []) {
  const p = w.ports
  return [
    '--yes',
    ...['--site-domain', SITE, '--editor-domain', DESK, '--database', w.engine],
    ...['--smtp-url', w.sink.url, '--smtp-from', "'Mandatwerk <kontakt@mandatwerk-rehearsal.de>'"],
    ...['--inbox', 'buero@mandatwerk-rehearsal.de', '--tls', 'internal'],
    ...['--editor-user', `${EDITOR.name}:${EDITOR.password}`, '--office-user', `${OFFICE.name}:${OFFICE.password}`],
    ...['--editor-allow', `${STAFF_FROM}/32`, '--offsite', '/srv/offsite-restic', '--allow-demo-content'],
    ...['--bind', '127.0.0.1', '--http-port', `${p.http}`, '--https-port', `${p.https}`],
    ...['--caddy-admin', `127.0.0.1:${p.admin}`, '--server-port', `${p.server}`, '--pg-port', `${p.pg}`],
    ...extra,
  ].join(' ')
}

const install = (w: World, extra: string[] = []) =>
  w.container.try(`cd /root/mandatwerk && ./deploy/install ${installFlags(w, extra)}`)

/** What a run of the installer must not touch when nothing changed: files and running processes. */
function fingerprint(w: World) {
  return w.container.exec(
    `find /etc/mandatwerk /etc/caddy /etc/systemd/system /opt/mandatwerk /var/lib/mandatwerk-releases -maxdepth 2 -printf '%p %T@ %m %u\\n' | sort;
     for u in mandatwerk@${w.ports.server} mandatwerk-desk mandatwerk-editor caddy; do echo "$u $(systemctl show -p MainPID --value $u)"; done`,
  )
}

function ca(w: World) {
  return w.container.read('var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt')
}
const site = (w: World, path: string) => `https://${SITE}:${w.ports.https}${path}`
const desk = (w: World, path: string) => `https://${DESK}:${w.ports.https}${path}`

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < end) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (last: ${String(last)})` : ''}`)
}

async function sendRequest(w: World, fields: { name: string; email: string }, fillMs = 9000): Promise<Answer> {
  const answer = await https(site(w, CONTACT_ENDPOINT), {
    ca: ca(w),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-form-fill-ms': String(fillMs),
      origin: `https://${SITE}:${w.ports.https}`,
    },
    body: JSON.stringify({ ...VALID_REQUEST, ...fields }),
  })
  if (answer.status !== 201 && answer.status !== 202) {
    throw new Error(`the contact form through Caddy answered ${answer.status}: ${answer.text.slice(0, 400)}`)
  }
  return answer
}

/** The stored requests' e-mail addresses, read from the database itself. */
function storedEmails(w: World): string[] {
  const sql = 'select email from contact_requests order by 1'
  const command =
    w.engine === 'sqlite'
      ? `sqlite3 /var/lib/mandatwerk/contact.db "${sql}"`
      : `runuser -u postgres -- psql -p ${w.ports.pg} -tA mandatwerk -c "${sql}"`
  return w.container.exec(command).split('\n').filter(Boolean)
}

const deskGet = (w: World, path: string, user = OFFICE) => https(desk(w, path), { ca: ca(w), from: STAFF_FROM, user })

async function deskPost(w: World, path: string, fields: Record<string, string>) {
  const page = await deskGet(w, '/anfragen')
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1]
  if (!csrf) throw new Error(`no form token on /anfragen (${page.status}): ${page.text.slice(0, 300)}`)
  return https(desk(w, path), {
    ca: ca(w),
    from: STAFF_FROM,
    user: OFFICE,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${DESK}:${w.ports.https}` },
    body: new URLSearchParams({ ...fields, csrf }).toString(),
  })
}

export const STEPS: { title: string; run: (w: World) => Promise<void> }[] = [
  {
    title: 'deploy/install from flags; a second run changes nothing',
    async run(w) {
      const first = install(w)
      if (first.status !== 0) throw new Error(`deploy/install failed (${first.status}):\n${first.output.slice(-3000)}`)
      const before = fingerprint(w)
      const second = install(w)
      if (second.status !== 0)
        throw new Error(`the second run failed (${second.status}):\n${second.output.slice(-3000)}`)
      const after = fingerprint(w)
      if (before !== after)
        throw new Error(`the second run changed something:\n${diff(before, after)}\n${second.output}`)
      const leaked = w.container.try(
        `grep -rlF "$(cat /etc/mandatwerk/restic-password)" /var/log /run/log/journal /var/log/journal 2>/dev/null`,
      )
      if (leaked.status === 0) throw new Error(`the restic password is in a log: ${leaked.output}`)
    },
  },
  {
    title: 'a request through Caddy reaches the desk; who may do what',
    async run(w) {
      const email = `anna-${randomUUID().slice(0, 8)}@example.org`
      await sendRequest(w, { name: 'Anna Erste', email })
      w.facts.first = email
      const list = await deskGet(w, '/anfragen')
      expectStatus(list, 200, 'the desk through Caddy with an office account')
      if (!list.text.includes('Anna Erste'))
        throw new Error(`the desk does not list the request just sent:\n${list.text.slice(0, 800)}`)
      expectStatus(await deskGet(w, '/anfragen', EDITOR), 403, "a content editor's account on /anfragen")
      const forged = await https(desk(w, '/anfragen'), {
        ca: ca(w),
        from: STAFF_FROM,
        headers: { 'X-Editor-User': OFFICE.name },
      })
      if (forged.status === 200) throw new Error('a forged X-Editor-User header without a password opened the desk')
      for (const socket of ['/run/mandatwerk-desk/desk.sock', '/run/mandatwerk-editor/editor.sock']) {
        const local = w.container.try(
          `curl -sS -o /dev/null -w '%{http_code}' -H 'X-Editor-User: ${OFFICE.name}' --unix-socket ${socket} http://x/anfragen`,
          { user: 'nobody' },
        )
        if (local.status === 0) throw new Error(`another local user (nobody) reached ${socket}: HTTP ${local.output}`)
      }
      const outside = await https(desk(w, '/anfragen'), { ca: ca(w), from: '127.0.0.1', user: OFFICE })
      expectStatus(outside, 403, 'a request from outside EDITOR_ALLOW')
      if (outside.headers['www-authenticate'])
        throw new Error('outside EDITOR_ALLOW the answer still asks for a password')
    },
  },
  {
    title: 'the office releases a quarantined request; both e-mails reach the sink',
    async run(w) {
      const email = `quarantaene-${randomUUID().slice(0, 8)}@example.org`
      const before = w.sink.messages.length
      await sendRequest(w, { name: 'Quentin Quarantäne', email }, 200)
      const id = w.container
        .exec(
          w.engine === 'sqlite'
            ? `sqlite3 /var/lib/mandatwerk/contact.db "select id from contact_requests where email='${email}'"`
            : `runuser -u postgres -- psql -p ${w.ports.pg} -tA mandatwerk -c "select id from contact_requests where email='${email}'"`,
        )
        .trim()
      if (!id) throw new Error(`the quarantined request ${email} is not in the database`)
      const released = await deskPost(w, `/anfragen/${id}/freigeben`, {})
      expectStatus(released, 200, 'releasing from quarantine in the desk')
      const mails = await until('both e-mails in the sink', async () => {
        const got = w.sink.messages.slice(before)
        return got.some((m) => m.envelopeTo.includes(email)) &&
          got.some((m) => m.envelopeTo.includes('buero@mandatwerk-rehearsal.de'))
          ? got
          : undefined
      })
      w.facts.confirmation = mails.find((m) => m.envelopeTo.includes(email))!.raw
    },
  },
  {
    title: 'an editor changes the register number and publishes: /legal and the next e-mail carry it',
    async run(w) {
      const number = `HRB ${100000 + Math.floor(Math.random() * 800000)} B`
      const saved = w.container.try(
        `cd /var/lib/mandatwerk-content && sed -i -E 's/^(\\s*registerNumber:).*/\\1 ${number}/' company.yaml && grep -q '${number}' company.yaml`,
        { user: 'redaktion' },
      )
      if (saved.status !== 0)
        throw new Error(`could not change content/company.yaml in the working copy: ${saved.output}`)
      const publish = await https(desk(w, '/redaktion/veroeffentlichen'), {
        ca: ca(w),
        from: STAFF_FROM,
        user: EDITOR,
        method: 'POST',
        headers: { origin: `https://${DESK}:${w.ports.https}` },
      })
      if (publish.status !== 303)
        throw new Error(`publishing in the editor answered ${publish.status}: ${publish.text.slice(0, 400)}`)
      const job = await until(
        'the publish job to end',
        async () => {
          const status = await https(desk(w, '/redaktion/status'), { ca: ca(w), from: STAFF_FROM, user: EDITOR })
          const state = JSON.parse(status.text) as { job?: { outcome?: unknown } }
          return state.job?.outcome ? status.text : undefined
        },
        600_000,
      )
      if (!job.includes('ist live')) throw new Error(`the publish did not go live: ${job.slice(0, 600)}`)
      await until(
        '/legal shows the new register number',
        async () => {
          const legal = await https(site(w, '/legal'), { ca: ca(w) })
          return legal.text.includes(number) ? true : undefined
        },
        120_000,
      )
      const email = `footer-${randomUUID().slice(0, 8)}@example.org`
      await sendRequest(w, { name: 'Fritz Fußzeile', email })
      await until('the confirmation carries the new register number', async () =>
        w.sink.messages.find((m) => m.envelopeTo.includes(email) && m.raw.includes(number)) ? true : undefined,
      )
    },
  },
  {
    title: 'Art. 17 erasure in the desk, backup, restore of an earlier backup',
    async run(w) {
      const keep = `bleibt-${randomUUID().slice(0, 8)}@example.org`
      const erase = `weg-${randomUUID().slice(0, 8)}@example.org`
      await sendRequest(w, { name: 'Bea Bleibt', email: keep })
      await sendRequest(w, { name: 'Willi Weg', email: erase })
      w.container.exec('systemctl start mandatwerk-backup.service')
      // The backup just taken (a file for SQLite, a pgBackRest label for PostgreSQL): before the erasure.
      const status = JSON.parse(w.container.exec('cat /var/lib/mandatwerk/backup-status.json')) as {
        backup: { id: string }
      }
      const backup = status.backup.id
      const erased = await deskPost(w, '/anfragen/datenschutz/loeschen', { email: erase })
      expectStatus(erased, 200, 'the erasure in the desk')
      if (storedEmails(w).includes(erase)) throw new Error(`after the erasure ${erase} is still in the database`)
      w.container.exec(
        `systemctl stop 'mandatwerk@*' mandatwerk-desk && mandatwerk restore '${backup}' && systemctl start mandatwerk@${w.ports.server} mandatwerk-desk`,
      )
      const emails = storedEmails(w)
      if (emails.includes(erase)) throw new Error(`the restore brought the erased request ${erase} back`)
      if (!emails.includes(keep)) throw new Error(`the restore lost ${keep}; the database holds: ${emails.join(', ')}`)
      const list = await until('the desk answers after the restore', async () => {
        const page = await deskGet(w, '/anfragen')
        return page.status === 200 ? page : undefined
      })
      if (!list.text.includes('Bea Bleibt') || list.text.includes('Willi Weg')) {
        throw new Error(`the desk after the restore does not show what the database holds:\n${list.text.slice(0, 800)}`)
      }
    },
  },
  {
    title: 'reboot: everything comes back by itself; the doctor is clean',
    async run(w) {
      await w.container.reboot()
      await until(
        'the site through Caddy after the reboot',
        async () => {
          const home = await https(site(w, '/'), { ca: ca(w) })
          return home.status === 200 ? true : undefined
        },
        120_000,
      )
      await until('the desk through Caddy after the reboot', async () =>
        (await deskGet(w, '/anfragen')).status === 200 ? true : undefined,
      )
      const doctor = await until(
        'a clean doctor',
        async () => {
          const run = w.container.try('mandatwerk doctor')
          return run.status === 0 ? run : undefined
        },
        90_000,
      ).catch(() => w.container.try('mandatwerk doctor'))
      if (doctor.status !== 0) throw new Error(`the doctor after the reboot:\n${doctor.output}`)
    },
  },
  {
    title: 'update to a later commit; an update whose server does not start rolls back',
    async run(w) {
      const commit = (change: string) =>
        w.container
          .exec(
            `cd /root/mandatwerk && ${change} && git -c user.name=Rehearsal -c user.email=r@localhost commit -qam rehearsal && git rev-parse HEAD`,
          )
          .trim()
      const good = commit("echo '<!-- rehearsal update -->' >> docs/deploy.md")
      const update = w.container.try(`mandatwerk update ${good}`)
      if (update.status !== 0) throw new Error(`the update to ${good} failed:\n${update.output.slice(-3000)}`)
      const live = w.container.exec('readlink /opt/mandatwerk/app').trim()
      if (live !== `versions/${good}`) throw new Error(`after the update /opt/mandatwerk/app is ${live}, not ${good}`)
      expectStatus(await https(site(w, '/'), { ca: ca(w) }), 200, 'the site after the update')

      const bad = commit("sed -i '1i process.exit(3)' server/index.ts")
      const answers: number[] = []
      let polling = true
      const poll = (async () => {
        while (polling) {
          answers.push(
            await https(site(w, '/'), { ca: ca(w) }).then(
              (a) => a.status,
              () => 0,
            ),
          )
          await new Promise((done) => setTimeout(done, 250))
        }
      })()
      const broken = w.container.try(`mandatwerk update ${bad}`)
      polling = false
      await poll
      if (broken.status === 0)
        throw new Error(`the update to a server that exits at start succeeded:\n${broken.output}`)
      const after = w.container.exec('readlink /opt/mandatwerk/app').trim()
      if (after !== `versions/${good}`)
        throw new Error(`after the failed update the live code is ${after}, not ${good}`)
      const failures = answers.filter((status) => status !== 200)
      if (failures.length)
        throw new Error(
          `the site stopped answering during the failed update: ${failures.length} of ${answers.length} requests got ${[...new Set(failures)].join(', ')}`,
        )
      console.log(`   the failed update said: ${broken.output.split('\n').slice(0, 3).join(' / ')}`)
    },
  },
]

function diff(a: string, b: string) {
  const left = new Set(a.split('\n'))
  const right = new Set(b.split('\n'))
  return [
    ...[...left].filter((l) => !right.has(l)).map((l) => `- ${l}`),
    ...[...right].filter((l) => !left.has(l)).map((l) => `+ ${l}`),
  ].join('\n')
}
