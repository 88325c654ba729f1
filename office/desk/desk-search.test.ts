/**
 * The desk's search and Quellen as the staff see them, on the real databases: a search folds
 * case for non-ASCII letters, a week begins on Monday 00:00 Berlin time (docs/decisions/029), and
 * Quellen counts as `stats --by-source` does. The engines' side is server/contact/search-and-weeks.test.ts.
 */
import { describe, expect, test } from 'vitest'

import { createRepository } from '../../server/contact/create-repository.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { deskPerTest, flat, testCli, testDesk } from '../../tests/support/office.ts'

const RATGEBER = { '/ratgeber': 'Ratgeber' }

describe.each(ENGINES)('the desk on %s', (engine: Engine) => {
  const desk = deskPerTest(engine, RATGEBER)

  test('Eingang finds Özdemir for „özdemir“; Quellen counts a request of Monday 00:30 in Berlin in that Monday’s week', async () => {
    let clock = new Date('2026-11-22T23:30:00Z') // Monday 23 November 2026, 00:30 in Berlin (CET)
    const storage = testStorage(engine)
    const clocked = await createRepository({ ...storage, clock: () => clock })
    const { get, post, token } = testDesk(clocked, storage.dataDir)
    try {
      const submit = (name: string) =>
        clocked.submit(newRequest({ request: { name, email: 'm@example.org', message: 'Hallo' } }))
      const monday = await submit('Mehmet Özdemir')
      clock = new Date('2026-11-22T22:30:00Z') // Sunday 23:30 in Berlin: the week before
      await submit('Sonntag Abend')
      clock = new Date('2026-11-25T12:00:00Z')
      const found = await flat(post('/anfragen', { csrf: await token(), suche: 'özdemir' }))
      expect(found).toContain(`<a href="/anfragen/${monday.id}">Mehmet Özdemir</a>`)
      expect(found).not.toContain('Sonntag Abend')
      const weeks = await flat(get('/anfragen/quellen?seit=2026-11-16'))
      expect(
        [
          ...weeks.matchAll(
            /<th scope="row" data-label="Woche ab">([\d-]+)<\/th><td data-label="Anfragen" class="n">(\d+)<\/td>/g,
          ),
        ].map((m) => [m[1], m[2]]),
      ).toEqual([
        ['2026-11-16', '1'],
        ['2026-11-23', '1'],
      ])
    } finally {
      await clocked.close()
    }
  })

  test('Quellen shows the numbers of stats --by-source for the same period, as SVG and as a table', async () => {
    await desk.seed('a@example.org', { attribution: { landing_path: '/ratgeber', utm_source: 'newsletter' } })
    await desk.seed('b@example.org', { attribution: { landing_path: '/ratgeber', utm_source: 'newsletter' } })
    await desk.seed('c@example.org')
    await desk.seed('d@example.org', { attribution: { landing_path: '/ratgeber', referrer_host: 'www.google.com' } })
    await desk.seed('e@example.org', { attribution: {} }) // nothing known
    const page = await flat(desk.get('/anfragen/quellen?tage=30'))
    const { run, out } = testCli({ repository: desk.repo, outboxDir: desk.outboxDir, pageNames: RATGEBER })
    await run('stats', '--by-source', '--days', '30')
    // The CLI's labels stay English; the desk says the same in German (docs/anfragen.md).
    const german: Record<string, string> = {
      'Ratgeber (/ratgeber)': 'Ratgeber (/ratgeber)',
      'utm_source=newsletter': 'newsletter (Kampagnenlink)',
      'www.google.com (referrer)': 'www.google.com (verweisende Website)',
      '(no referrer, no utm_source)': '(direkt oder unbekannt)',
      '(unknown)': '(nicht übermittelt)',
    }
    const cliRows = [...out.join('\n').matchAll(/^(\S.*?)\s{2,}(\d+)$/gm)].map(([, label, n]) => [
      german[label!] ?? `untranslated: ${label}`,
      Number(n),
    ])
    const deskRows = [...page.matchAll(/<tr><td>([^<]+)<\/td><td class="n">(\d+)<\/td><\/tr>/g)].map(([, label, n]) => [
      label!.replace(/&#40;/g, '(').replace(/&#41;/g, ')'),
      Number(n),
    ])
    expect(cliRows).toEqual([
      ['Ratgeber (/ratgeber)', 4],
      ['(nicht übermittelt)', 1],
      ['newsletter (Kampagnenlink)', 2],
      ['(direkt oder unbekannt)', 2],
      ['www.google.com (verweisende Website)', 1],
    ])
    expect(deskRows).toEqual(cliRows)
    expect(page).not.toMatch(/referrer|utm_source=|\(unknown\)/)
    // A source as Quellen names it filters Eingang.
    const filtered = await flat(desk.get(`/anfragen?quelle=${encodeURIComponent('newsletter (Kampagnenlink)')}`))
    expect(
      [...filtered.matchAll(/<td data-label="E-Mail">([a-e])@example\.org<\/td>/g)].map((m) => m[1]).toSorted(),
    ).toEqual(['a', 'b'])
    expect(page).toContain('<svg role="img" aria-label="Anfragen nach Quelle"')
    expect(page).toMatch(/\(ohne Spamverdacht\): <strong>5<\/strong>/)
  })
})
