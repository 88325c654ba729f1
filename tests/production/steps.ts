/**
 * The rehearsal's steps (docs/decisions/030), each asserting what a person would see. A step
 * throws with what it saw when the installation does not do what docs/deploy.md promises.
 */
import { parseMail } from '../support/mime.ts'
import type { SmtpSink } from '../support/smtp-sink.ts'
import { eventually, expect } from './check.ts'
import type { Container } from './container.ts'
import { type Answer, httpsClient } from './https.ts'
import { giveBackupHostThePassword, setUpBackupHost } from './offsite.ts'
import { operatorSteps } from './steps-operator.ts'
import { publishStep } from './steps-publish.ts'

const EDITOR_USER = 'lea.hoffmann:Redaktion-Probe-2026'
const OFFICE_USER = 'ole.berger:Buero-Probe-2026-x'
const OFFICE_FROM = '127.0.0.2' // inside EDITOR_ALLOW; 127.0.0.1 is outside

/** What the operator steps (steps-operator.ts) use of the rehearsal. */
export type Kit = {
  box: Container
  sql: (query: string) => string
  visitor: (email: string, fillMs?: number, name?: string) => Promise<Answer>
  desk: (path: string) => Promise<Answer>
  deskPost: (path: string, fields: Record<string, string>) => Promise<Answer>
  /** A page of the public site through Caddy. */
  site: (path: string) => Promise<Answer>
}

export function steps({
  box,
  engine,
  sink,
  site,
  editor,
  httpsPort,
}: {
  box: Container
  engine: 'sqlite' | 'postgresql'
  sink: SmtpSink
  site: string
  editor: string
  httpsPort: number
}): [string, () => Promise<void>][] {
  const flags = [
    '--yes',
    `--site-domain ${site}`,
    `--editor-domain ${editor}`,
    `--database ${engine}`,
    `--smtp-url ${sink.url}`,
    "--smtp-from 'Mandatwerk <kontakt@mandatwerk-probe.de>'",
    '--inbox kontakt@mandatwerk-probe.de',
    '--tls internal',
    `--editor-user ${EDITOR_USER}`,
    `--office-user ${OFFICE_USER}`,
    '--editor-allow 127.0.0.2/32',
    '--bind 127.0.0.1 --http-port 5080 --https-port 5443',
    '--allow-demo-content',
  ].join(' ')
  let offsite = ''
  const install = () => box.run(`/root/mandatwerk/deploy/install ${flags} ${offsite} 2>&1`)
  let https: ReturnType<typeof httpsClient>
  const sql = (query: string) =>
    engine === 'sqlite'
      ? box.run(`sqlite3 /var/lib/mandatwerk/contact.db ${JSON.stringify(query)}`).trim()
      : box.run(`runuser -u postgres -- psql -At -d mandatwerk -c ${JSON.stringify(query)}`).trim()
  const fingerprint = () =>
    box.run(
      'find /etc/mandatwerk /etc/caddy /etc/systemd/system /opt/mandatwerk -maxdepth 2 -printf "%p %T@ %m\\n" | sort',
    )
  const visitor = (email: string, fillMs?: number, name = 'Anna Probe') =>
    https(site, '/functions/v1/send-contact-email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(fillMs ? { 'X-Form-Fill-Ms': String(fillMs) } : {}),
      },
      body: JSON.stringify({
        name,
        email,
        campaign_type: 'mayor',
        message: 'Wir bereiten die Bürgermeisterwahl vor. Können wir über einen Kampagnenplan sprechen?',
        prefer_phone: false,
      }),
    })
  const desk = (path: string, init: Parameters<typeof https>[2] = {}) =>
    https(editor, path, { from: OFFICE_FROM, user: OFFICE_USER, ...init })
  const deskPost = async (path: string, fields: Record<string, string>) => {
    const page = await desk(path.replace(/\/[^/]+$/, ''))
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1]
    expect(csrf, `no form token on the desk page before ${path}`, page)
    return desk(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `https://${editor}:${httpsPort}` },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    })
  }
  const mailsTo = (address: string) =>
    sink.messages.filter((m) => m.envelopeTo.includes(address) || m.raw.includes(address))
  const kit = { box, sql, visitor, desk, deskPost, site: (path: string) => https(site, path) }
  const { restore, update } = operatorSteps(kit)
  const publish = publishStep({
    ...kit,
    editor: (path, init = {}) => https(editor, path, { from: OFFICE_FROM, user: EDITOR_USER, ...init }),
    editorOrigin: `https://${editor}:${httpsPort}`,
    // The confirmation's text as a mail program shows it (the footer binds its parts with no-break spaces).
    confirmations: (address) =>
      sink.messages
        .filter((m) => m.envelopeTo.includes(address))
        .map((m) => parseMail(m.raw).text.replace(/\u00a0/g, ' ')),
  })

  return [
    [
      '1 install from flags; a second run changes nothing',
      async () => {
        offsite = setUpBackupHost(box)
        install()
        giveBackupHostThePassword(box)
        https = httpsClient(httpsPort, box.run('cat /var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt'))
        const before = fingerprint()
        const again = install()
        expect(/Nothing changed/.test(again), 'the second run did not say it changed nothing', again.slice(-1500))
        expect(fingerprint() === before, 'the second run touched files', again.slice(-1500))
      },
    ],
    [
      '2 a visitor’s request reaches the desk; only office accounts, only from EDITOR_ALLOW',
      async () => {
        const sent = await visitor('anna.probe@mandatwerk-probe.de', 9000)
        expect(sent.status === 200 || sent.status === 201 || sent.status === 202, 'the contact form was refused', sent)
        const inbox = await desk('/anfragen')
        expect(inbox.status === 200 && inbox.body.includes('Anna Probe'), 'the desk does not show the request', inbox)
        const asEditor = await https(editor, '/anfragen', { from: OFFICE_FROM, user: EDITOR_USER })
        expect(asEditor.status === 403, 'a content editor reached the desk', asEditor)
        const outside = await https(editor, '/anfragen', { from: '127.0.0.1', user: OFFICE_USER })
        expect(
          outside.status === 403 && !outside.headers['www-authenticate'],
          'outside EDITOR_ALLOW: not a plain 403',
          outside,
        )
        const forged = await https(editor, '/anfragen', {
          from: OFFICE_FROM,
          headers: { 'X-Editor-User': 'ole.berger' },
        })
        expect(forged.status === 401, 'a forged user header was believed through Caddy', forged)
        // Another local user (nobody) straight at the desk's socket, with a forged name.
        const local = box.run(
          "curl -s -o /dev/null -w '%{http_code}' -H 'X-Editor-User: ole.berger' --unix-socket /run/mandatwerk-desk/desk.sock http://x/anfragen; echo \" exit=$?\"",
          { user: 'nobody', allowFail: true },
        )
        expect(/^000 exit=7/.test(local.trim()), 'another local user reached the desk’s socket', local)
      },
    ],
    [
      '3 the office releases a quarantined request; both e-mails reach the sink',
      async () => {
        const address = 'quarantaene.probe@mandatwerk-probe.de'
        const sent = await visitor(address) // no fill time: held in quarantine
        expect(sent.status < 300, 'the contact form was refused', sent)
        const id = sql(`SELECT id FROM contact_requests WHERE email = '${address}' AND quarantine_reason IS NOT NULL`)
        expect(
          id,
          'the request without fill time is not in quarantine',
          sql('SELECT email, quarantine_reason FROM contact_requests'),
        )
        expect(mailsTo(address).length === 0, 'a quarantined request was confirmed')
        const released = await deskPost(`/anfragen/${id}/freigeben`, {})
        expect(released.status === 303 || released.status === 200, 'the release was refused', released)
        await eventually('the confirmation and the notification', () => {
          const confirmation = sink.messages.find((m) => m.envelopeTo.includes(address))
          const notification = sink.messages.find(
            (m) => m.envelopeTo.includes('kontakt@mandatwerk-probe.de') && m.raw.includes(address),
          )
          return confirmation && notification ? true : undefined
        })
      },
    ],
    publish,
    restore,
    [
      '6 after a reboot everything comes back by itself; the doctor is clean',
      async () => {
        box.run('systemctl start mandatwerk-backup.service')
        await box.reboot()
        await eventually('the site through Caddy', async () => {
          const home = await https(site, '/').catch(() => undefined)
          return home?.status === 200 ? home : undefined
        })
        const inbox = await eventually('the desk', async () => {
          const page = await desk('/anfragen').catch(() => undefined)
          return page?.status === 200 ? page : undefined
        })
        expect(inbox.body.includes('Anna Probe'), 'the desk lost the request over the reboot', inbox)
        const doctor = box.run('mandatwerk doctor 2>&1; echo "exit=$?"', { allowFail: true })
        expect(/exit=0\s*$/.test(doctor), 'the doctor is not clean after the reboot', doctor)
      },
    ],
    update,
  ]
}
