/**
 * Rehearsal step 4 (docs/decisions/030): a content editor changes the company's register number in the
 * editor – Keystatic's own API, as the editor's page calls it – and publishes. When the editor
 * says „ist live", /legal shows the number, and the next confirmation e-mail's footer (§ 35a
 * GmbHG) carries it: pages and e-mails come from one release, with no restart by hand.
 */
import { eventually, expect } from './check.ts'
import type { Answer } from './https.ts'
import type { Kit } from './steps.ts'

type JobState = { outcome?: { ok: boolean; message: string } }

export function publishStep(
  kit: Kit & {
    /** The editor's host through Caddy, signed in as a content editor. */
    editor: (
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string },
    ) => Promise<Answer>
    editorOrigin: string
    confirmations: (address: string) => string[]
  },
): [string, () => Promise<void>] {
  return [
    '4 a content editor changes the register number and publishes: /legal and the next e-mail carry it',
    async () => {
      const number = `HRB ${String(Date.now()).slice(-6)} B`
      const file = 'content/company.yaml'
      const before = kit.box.run(`cat /var/lib/mandatwerk-content/${file}`)
      expect(/^registerNumber: .+$/m.test(before), `no register number in ${file}`, before)
      const changed = before.replace(/^registerNumber: .+$/m, `registerNumber: ${number}`)

      const saved = await kit.editor('/api/keystatic/update', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'no-cors': '1', Origin: kit.editorOrigin },
        body: JSON.stringify({
          additions: [{ path: file, contents: Buffer.from(changed).toString('base64') }],
          deletions: [],
        }),
      })
      expect(saved.status === 200, 'the editor did not save the change', saved)

      const publish = await kit.editor('/redaktion/veroeffentlichen', {
        method: 'POST',
        headers: { Origin: kit.editorOrigin },
      })
      expect(publish.status === 303, 'the editor did not start the publish', publish)
      const outcome = await eventually(
        'the publish to end',
        async () => {
          const status = JSON.parse((await kit.editor('/redaktion/status')).body) as { job?: JobState }
          return status.job?.outcome
        },
        10 * 60_000,
      )
      expect(outcome.ok && / ist live/.test(outcome.message), 'the publish failed', outcome.message)

      // „ist live" means every server answers with it: no waiting here.
      const legal = await kit.site('/legal')
      expect(legal.body.includes(number), `/legal does not show ${number} once the editor said „ist live"`, legal)

      const address = 'fusszeile.probe@mandatwerk-probe.de'
      const sent = await kit.visitor(address, 9000, 'Fritz Fußzeile')
      expect(sent.status < 300, 'the contact form was refused', sent)
      const confirmation = await eventually('the confirmation e-mail', () => kit.confirmations(address)[0])
      expect(
        confirmation.includes(number),
        `the confirmation's footer does not carry ${number}`,
        confirmation.slice(-2000),
      )
    },
  ]
}
