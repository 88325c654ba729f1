/**
 * The desk (/anfragen) in the editor's app, on the real databases: what the staff see, what
 * reaches the database and the audit log, and what a forged or malformed request changes
 * (nothing). Datenschutz, the Protokoll and the export: desk-privacy.test.ts; search and Quellen:
 * desk-search.test.ts. The browser tests through Caddy are tests/e2e/desk-caddy.test.ts and deploy-staff.test.ts.
 */
import { describe, expect, test } from 'vitest'

import { type Engine, ENGINES } from '../../tests/support/contact-storage.ts'
import { deskPerTest, flat } from '../../tests/support/office.ts'

describe.each(ENGINES)('the desk on %s', (engine: Engine) => {
  const desk = deskPerTest(engine, { '/ratgeber': 'Ratgeber' })

  test('Eingang lists requests newest first with their email states, searches by POST, and every page is private', async () => {
    const anna = await desk.seed('anna@example.org', { organization: 'Ortsverein Pankow' })
    await desk.seed('bert@example.net')
    const page = await desk.get('/anfragen')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    const text = await page.text()
    expect(text).toContain('bert@example.net')
    expect(text.indexOf('bert@example.net')).toBeLessThan(text.indexOf('anna@example.org'))
    expect(text).toMatch(/2 wartet/)
    const found = await flat(desk.post('/anfragen', { csrf: await desk.token(), suche: 'pankow' }))
    expect(found).toContain(`/anfragen/${anna.id}`)
    expect(found).not.toContain('bert@example.net')
    const short = await desk.post('/anfragen', { csrf: await desk.token(), suche: 'p' })
    expect(short.status).toBe(400)
    expect(await flat(short)).toMatch(/id="suche-fehler" class="error">Bitte mindestens zwei Zeichen/)
    const missing = await desk.get('/anfragen/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Diese Anfrage gibt es nicht')
  })

  test('a quarantined request released at the desk queues both emails and is audited under the signed-in name', async () => {
    const spam = await desk.seed('anna@example.org', { quarantine: 'honeypot' })
    const shown = await flat(desk.get(`/anfragen/${spam.id}`))
    expect(shown).toContain('Freigeben (kein Spam)')
    expect(shown).toContain('<dt>Spamverdacht</dt><dd>verstecktes Feld ausgefüllt (wie ein Bot)</dd>')
    const answer = await desk.post(`/anfragen/${spam.id}/freigeben`, { csrf: await desk.token() })
    expect(await answer.text()).toContain('Freigegeben: Benachrichtigung und Bestätigung werden gesendet.')
    const { emails } = (await desk.repo.getRequest(spam.id))!
    expect(
      emails
        .filter((e) => e.kind !== 'spam-notice')
        .map((e) => `${e.kind} ${e.status}`)
        .toSorted(),
    ).toEqual(['confirmation pending', 'notification pending'])
    const [entry] = await desk.repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({ actor: 'Redaktion', action: 'release', ids: [spam.id] })
  })

  test('a POST from another origin, or without the form token, is refused on every path and changes nothing', async () => {
    const anna = await desk.seed('anna@example.org', { quarantine: 'honeypot' })
    const csrf = await desk.token()
    for (const [path, origin] of [
      [`/anfragen/${anna.id}/freigeben`, 'https://evil.example'],
      ['/anfragen/datenschutz/loeschen', 'https://evil.example'],
      ['/anfragen/datenschutz/loeschen', null],
      ['/api/keystatic/update/jobs', 'https://evil.example'],
      ['/redaktion/veroeffentlichen', 'https://evil.example'],
    ] as const) {
      const answer = await desk.post(path, { csrf, email: 'anna@example.org' }, origin)
      expect(answer.status, path).toBe(403)
    }
    expect(
      (await desk.post('/anfragen/datenschutz/loeschen', { csrf: 'forged', email: 'anna@example.org' })).status,
    ).toBe(403)
    expect((await desk.post('/anfragen/datenschutz/loeschen', { email: 'anna@example.org' })).status).toBe(403)
    expect((await desk.repo.getRequest(anna.id))?.request.quarantineReason).toBe('honeypot')
    expect(await desk.repo.auditLog({ limit: 10 })).toEqual([])
  })

  test('“erneut senden” on one request queues only its failed emails and is audited with its id', async () => {
    const anna = await desk.seed('anna@example.org')
    const bert = await desk.seed('bert@example.net')
    for (const claimed of await desk.repo.claimDue({ limit: 10, leaseMs: 60_000 }))
      await desk.repo.markFailed(claimed.id, claimed.claimToken, 'SMTP 421')
    const page = await flat(desk.get(`/anfragen/${anna.id}`))
    expect(page).toContain(`action="/anfragen/${anna.id}/erneut-senden"`)
    const path = `/anfragen/${anna.id}/erneut-senden`
    const done = await flat(desk.post(path, { csrf: await desk.token(`/anfragen/${anna.id}`) }))
    expect(done).toContain('2 fehlgeschlagene E-Mail(s) dieser Anfrage stehen wieder in der Warteschlange.')
    const statuses = async (id: string) => (await desk.repo.getRequest(id))!.emails.map((e) => e.status)
    expect(await statuses(anna.id)).toEqual(['pending', 'pending'])
    expect(await statuses(bert.id)).toEqual(['failed', 'failed'])
    const [entry] = await desk.repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({ actor: 'Redaktion', action: 'resend-failed', ids: [anna.id] })
  })

  test('every table has its column headings and becomes cards on a phone; the weeks scroll by keyboard', async () => {
    const anna = await desk.seed('anna@example.org')
    const th = (...headings: string[]) => headings.map((h) => `<th scope="col">${h}</th>`).join('')
    expect(await flat(desk.get('/anfragen'))).toContain(
      `<div class="table"><table class="cards"><caption class="sr"> Anfragen, neueste zuerst </caption><thead><tr>${th('Eingang', 'Name', 'E-Mail', 'Wahlart', 'E-Mails')}</tr></thead><tbody><tr><td data-label="Eingang">`,
    )
    expect(await flat(desk.get(`/anfragen/${anna.id}`))).toContain(
      `<div class="table"><table class="cards"><thead><tr>${th('Art', 'An', 'Stand', 'Versuche', 'Letzter Fehler', '<span class="sr">Aktion</span>')}</tr></thead><tbody><tr><td data-label="Art">`,
    )
    await desk.post('/anfragen/export.csv', { csrf: await desk.token() })
    expect(await flat(desk.get('/anfragen/protokoll'))).toContain(
      `<div class="table"><table class="cards"><thead><tr>${th('Wann', 'Wer', 'Was', 'Ergebnis', 'Kennungen')}</tr></thead><tbody><tr><td data-label="Wann">`,
    )
    const quellen = await flat(desk.get('/anfragen/quellen?tage=30'))
    expect(quellen).toContain(
      `<div class="table" tabindex="0" role="region" aria-label="Anfragen je Woche (Tabelle)"><table class="weeks cards"><thead><tr>${th('Woche ab (Montag)', 'Anfragen', 'nach erster Seite', 'nach Quelle')}</tr></thead><tbody><tr><th scope="row"`,
    )
    expect(quellen).toContain(
      `<div class="table"><table><thead><tr>${th('Quelle', 'Anfragen')}</tr></thead><tbody><tr><td>`,
    )
  })
})
