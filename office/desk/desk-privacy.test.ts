/**
 * The desk's Datenschutz (Art. 15 and 17 GDPR), its Protokoll and its CSV export, on the real
 * databases: what the staff see, what is erased (rows and .eml files), and what the audit log says.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { type Engine, ENGINES } from '../../tests/support/contact-storage.ts'
import { deskPerTest, flat, testCli } from '../../tests/support/office.ts'

describe.each(ENGINES)('the desk on %s', (engine: Engine) => {
  const desk = deskPerTest(engine, { '/ratgeber': 'Ratgeber' })

  test('Datenschutz: a malformed address gets its message beside the field; the Art. 15 answer and the erasure', async () => {
    const anna = await desk.seed('anna@example.org')
    const eml = join(desk.outboxDir, `${(await desk.repo.getRequest(anna.id))!.emails[0]!.id}.eml`)
    writeFileSync(eml, 'From: x')
    const bad = await desk.post('/anfragen/datenschutz', { csrf: await desk.token(), email: 'anna-at-example' })
    expect(bad.status).toBe(400)
    expect(await flat(bad)).toMatch(/id="email-fehler" class="error">Bitte eine vollständige E-Mail-Adresse/)
    expect(
      await (
        await desk.post('/anfragen/datenschutz', { csrf: await desk.token(), email: 'nobody@example.org' })
      ).text(),
    ).toContain('Zu dieser Adresse ist keine Anfrage gespeichert.')
    const json = JSON.parse(
      await (
        await desk.post('/anfragen/datenschutz/auskunft.json', { csrf: await desk.token(), email: 'ANNA@example.org' })
      ).text(),
    )
    expect(json.requests.map((r: { request: { id: string } }) => r.request.id)).toEqual([anna.id])
    const confirm = await flat(
      desk.post('/anfragen/datenschutz/loeschen-pruefen', { csrf: await desk.token(), email: 'anna@example.org' }),
    )
    expect(confirm).toContain('Gelöscht werden 1 Anfrage(n) und 2 E-Mail(s)')
    expect(await desk.repo.getRequest(anna.id)).toBeDefined()
    const done = await flat(
      desk.post('/anfragen/datenschutz/loeschen', { csrf: await desk.token(), email: 'anna@example.org' }),
    )
    expect(done).toContain('Gelöscht: 1 Anfrage(n), 2 E-Mail(s), 1 Datei(en).')
    expect(done).toContain('spätestens 14 Tage nach der Löschung')
    expect(done).toContain('die Benachrichtigungen in inbox@mandatwerk.example und Antworten')
    expect(await desk.repo.getRequest(anna.id)).toBeUndefined()
    expect(existsSync(eml)).toBe(false)
    expect((await desk.get(`/anfragen/${anna.id}`)).status).toBe(404)
    const again = await (
      await desk.post('/anfragen/datenschutz/loeschen', { csrf: await desk.token(), email: 'anna@example.org' })
    ).text()
    expect(again).toContain('es gibt nichts zu löschen')
    const log = await flat(desk.get('/anfragen/protokoll'))
    expect(log).toContain(
      `>Redaktion</td><td data-label="Was">Löschung</td><td data-label="Ergebnis">1 Anfrage(n), 2 E-Mail(s), 1 Datei(en)</td><td data-label="Kennungen">${anna.id}</td>`,
    )
    expect(log).not.toContain('anna@example.org')
  })

  test('a retention run from the command line reads in German in the desk’s Protokoll', async () => {
    const { run, out, err } = testCli({ repository: desk.repo, outboxDir: desk.outboxDir })
    const code = await run('purge')
    expect(code, [...out, ...err].join('\n')).toBe(0)
    const log = await flat(desk.get('/anfragen/protokoll'))
    expect(log).toContain(
      '<td data-label="Was">Löschlauf (Fristen)</td><td data-label="Ergebnis">0 Anfrage(n), 0 E-Mail(s), 0 Datei(en), 0 Protokolleintrag/-einträge, 0 Löschvermerk(e)</td>',
    )
  })

  test('the CSV of the filtered list has only its requests, quoted as the CLI quotes, and is audited', async () => {
    const anna = await desk.seed('anna@example.org', { organization: '=HYPERLINK("http://evil.example")' })
    await desk.seed('bert@example.net')
    const answer = await desk.post('/anfragen/export.csv', { csrf: await desk.token(), suche: 'hyperlink' })
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="anfragen.csv"')
    // Read as bytes: text() would drop the byte-order mark German Excel needs to read UTF-8.
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
    expect(csv.startsWith('"id";')).toBe(true)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"${anna.id}"`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(csv).not.toContain('bert@example.net')
    const [entry] = await desk.repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({
      actor: 'Redaktion',
      action: 'export',
      ids: [anna.id],
      outcome: { code: 'listed', counts: { requests: 1 } },
    })
  })

  test('every Datenschutz form answers a malformed address with the lookup form and its message, and does nothing', async () => {
    await desk.seed('anna@example.org')
    for (const path of ['', '/auskunft.json', '/auskunft.html', '/loeschen-pruefen', '/loeschen']) {
      const answer = await desk.post(`/anfragen/datenschutz${path}`, { csrf: await desk.token(), email: 'anna@' })
      expect(answer.status, path).toBe(400)
      expect(await flat(answer), path).toContain('class="error">Bitte eine vollständige E-Mail-Adresse')
    }
    expect((await desk.repo.stats()).requests).toBe(1)
    expect(await desk.repo.auditLog({ limit: 10 })).toEqual([])
  })
})
