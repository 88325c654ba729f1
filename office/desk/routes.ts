/**
 * The office's desk (docs/decisions/029) on the editor's host: /anfragen and below.
 * Reads by GET, changes only by POST with the Origin check (editor/csrf.ts, on the whole
 * host) and the form token; every change goes through office/operations.ts and so
 * into the audit log under the signed-in name. Addresses and search words travel only in
 * POST bodies, never in a URL; the log gets ids only.
 */
import type { Context, Hono } from 'hono'

import { csrfTokens } from '../../editor/csrf.ts'
import type { PageNames } from '../../server/contact/page-names.ts'
import { mailboxesToClean } from '../erasure.ts'
import { createOperations, type OperationsContext } from '../operations.ts'
import { berlinDayStart, sortedCounts, sourceTotals } from '../operator-output.ts'
import { DEFAULT_SOURCE_DAYS } from '../operator-usage.ts'
import { DESK_STYLE, type Html, html, page } from './html.ts'
import { auditBody, inboxBody, type ListView, notFoundBody, PAGE_SIZE, requestBody } from './pages.ts'
import {
  accessReportPage,
  confirmEraseBody,
  erasedBody,
  lookupForm,
  SOURCE_LABELS_DE,
  sourcesBody,
  storedBody,
} from './privacy-pages.ts'

export type DeskOptions = Omit<OperationsContext, 'actor'> & {
  pageNames: () => PageNames
  /** How long backups keep erased data, for the erasure's answer (server/backup/offsite.ts). */
  backupDays: number
  now?: () => Date
}

export const DESK_CSP =
  "default-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function mountDesk(app: Hono, options: DeskOptions, userOf: (c: Context) => string) {
  const tokens = csrfTokens()
  const now = options.now ?? (() => new Date())
  const ops = (c: Context) => createOperations({ ...options, actor: userOf(c) })
  const send = (c: Context, title: string, body: Html, status: 200 | 400 | 403 | 404 = 200) =>
    c.html(page({ title, user: userOf(c), csrf: tokens.tokenFor(userOf(c)), body }), status, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': DESK_CSP,
    })
  const csrf = (c: Context) => tokens.tokenFor(userOf(c))
  /** The form's fields, or undefined when its token is not this user's (403). */
  async function form(c: Context): Promise<Record<string, string> | undefined> {
    const body = await c.req.parseBody()
    const fields = Object.fromEntries(
      Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v.slice(0, 2000)]] : [])),
    )
    return tokens.valid(userOf(c), fields.csrf) ? fields : undefined
  }
  const refused = (c: Context) => send(c, 'Abgelehnt', html403(), 403)

  app.get('/anfragen/stil.css', (c) =>
    c.body(DESK_STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }),
  )

  function view(fields: Record<string, string | undefined>): ListView {
    const page = Math.max(1, Math.min(10_000, Number.parseInt(fields.seite ?? '1', 10) || 1))
    const query = fields.suche?.trim() || undefined
    return {
      query,
      quarantined: fields.quarantaene === '1',
      failedEmails: fields.fehler === '1',
      campaignType: fields.art || undefined,
      // As Quellen shows it too: „newsletter (Kampagnenlink)“ filters by utm_source=newsletter.
      source: fields.quelle?.replace(/\s*\((Kampagnenlink|verweisende Website)\)\s*$/, '').trim() || undefined,
      page,
      limit: PAGE_SIZE + 1,
      offset: (page - 1) * PAGE_SIZE,
      error: query && query.length < 2 ? 'Bitte mindestens zwei Zeichen eingeben.' : undefined,
    }
  }
  async function inbox(c: Context, v: ListView, notice?: string) {
    const found = v.error ? [] : await ops(c).search({ ...v, query: v.query })
    return send(
      c,
      v.quarantined ? 'Spamverdacht' : 'Eingang',
      inboxBody(found, v, csrf(c), notice),
      v.error ? 400 : 200,
    )
  }
  app.get('/anfragen', (c) => {
    const v = view({ ...c.req.query(), suche: undefined })
    const resent = c.req.query('erneut')
    return inbox(
      c,
      v,
      resent ? `${Number(resent)} fehlgeschlagene E-Mail(s) stehen wieder in der Warteschlange.` : undefined,
    )
  })
  app.post('/anfragen', async (c) => {
    const fields = await form(c)
    return fields ? inbox(c, view(fields)) : refused(c)
  })
  app.post('/anfragen/export.csv', async (c) => {
    const fields = await form(c)
    if (!fields) return refused(c)
    const v = view(fields)
    const { csv } = await ops(c).exportCsv({ ...v, limit: 100_000, offset: 0 })
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="anfragen.csv"',
      'Cache-Control': 'no-store',
    })
  })
  app.post('/anfragen/erneut-senden', async (c) => {
    if (!(await form(c))) return refused(c)
    return c.redirect(`/anfragen?erneut=${await ops(c).resendFailed()}`, 303)
  })

  app.get('/anfragen/datenschutz', (c) => send(c, 'Datenschutz-Anfragen', lookupForm(csrf(c))))
  /** The address of a data-subject form, or the page with its message beside the field. */
  async function subject(c: Context): Promise<{ answer: Response; email?: undefined } | { email: string }> {
    const fields = await form(c)
    if (!fields) return { answer: refused(c) }
    const email = (fields.email ?? '').trim()
    if (!EMAIL.test(email) || email.length > 254)
      return {
        answer: send(
          c,
          'Datenschutz-Anfragen',
          lookupForm(csrf(c), email, 'Bitte eine vollständige E-Mail-Adresse eingeben, z. B. name@beispiel.de.'),
          400,
        ),
      }
    return { email }
  }
  /** A data-subject form's route: `handle` gets the address once the form is genuine and the address valid. */
  const onSubject = (path: string, handle: (c: Context, email: string) => Promise<Response>) =>
    app.post(path, async (c) => {
      const found = await subject(c)
      return found.email === undefined ? found.answer : handle(c, found.email)
    })
  onSubject('/anfragen/datenschutz', async (c, email) =>
    send(c, 'Datenschutz-Anfragen', storedBody(email, await ops(c).accessReport(email), csrf(c))),
  )
  onSubject('/anfragen/datenschutz/auskunft.json', async (c, email) => {
    const found = await ops(c).accessReport(email)
    return c.body(JSON.stringify({ email, createdAt: now().toISOString(), requests: found }, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="auskunft-art15.json"',
      'Cache-Control': 'no-store',
    })
  })
  onSubject('/anfragen/datenschutz/auskunft.html', async (c, email) =>
    c.body(accessReportPage(email, await ops(c).accessReport(email), now()), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': 'attachment; filename="auskunft-art15.html"',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': DESK_CSP,
    }),
  )
  onSubject('/anfragen/datenschutz/loeschen-pruefen', async (c, email) =>
    send(c, 'Alles löschen?', confirmEraseBody(email, await ops(c).lookup(email), csrf(c))),
  )
  onSubject('/anfragen/datenschutz/loeschen', async (c, email) => {
    const result = await ops(c).erase(email)
    if (result.requests === 0) return send(c, 'Nichts gelöscht', confirmEraseBody(email, [], csrf(c)))
    return send(c, 'Gelöscht', erasedBody(result, options.backupDays, mailboxesToClean(options.emails)))
  })

  app.get('/anfragen/quellen', async (c) => {
    const days = c.req.query('tage') ?? ''
    const since = c.req.query('seit') ?? ''
    let from: Date
    let error: string | undefined
    try {
      if (since && days) throw new Error('Bitte entweder Tage oder ein Datum angeben, nicht beides.')
      if (since) from = berlinDayStart(since)
      else {
        const n = days ? Number(days) : DEFAULT_SOURCE_DAYS
        if (!Number.isInteger(n) || n < 1 || n > 3660)
          throw new Error('Bitte eine ganze Zahl von Tagen (1 bis 3660) eingeben.')
        from = new Date(now().getTime() - n * 24 * 60 * 60 * 1000)
      }
    } catch (e) {
      error = (e as Error).message.startsWith('--since')
        ? 'Bitte ein Datum wie 2026-11-01 eingeben.'
        : (e as Error).message
      from = new Date(now().getTime() - DEFAULT_SOURCE_DAYS * 24 * 60 * 60 * 1000)
    }
    const counts = await ops(c).sourceCounts(from)
    const totals = sourceTotals(counts, options.pageNames(), SOURCE_LABELS_DE)
    const rows = {
      byPage: sortedCounts(totals.byPage),
      bySource: sortedCounts(totals.bySource),
      total: counts.reduce((sum, row) => sum + row.requests, 0),
    }
    // The same counting per week: each week's rows through the same totals.
    const weekly = Map.groupBy(await ops(c).weeklySourceCounts(from), (row) => row.week)
    const weeks = [...weekly].map(([week, list]) => {
      const t = sourceTotals(list, options.pageNames(), SOURCE_LABELS_DE)
      return {
        week,
        total: list.reduce((sum, row) => sum + row.requests, 0),
        byPage: sortedCounts(t.byPage),
        bySource: sortedCounts(t.bySource),
      }
    })
    return send(c, 'Quellen', sourcesBody({ ...rows, weeks }, { days, since, error, from }), error ? 400 : 200)
  })

  app.get('/anfragen/protokoll', async (c) => send(c, 'Protokoll', auditBody(await ops(c).auditLog(200))))

  async function one(c: Context, notice?: string) {
    const id = c.req.param('id') ?? ''
    const found = ID.test(id) ? await ops(c).show(id) : undefined
    if (!found) return send(c, 'Nicht gefunden', notFoundBody(), 404)
    return send(c, `Anfrage von ${found.request.name}`, requestBody(found, options.pageNames(), csrf(c), notice))
  }
  app.get('/anfragen/:id', (c) => one(c))
  app.post('/anfragen/:id/freigeben', async (c) => {
    if (!(await form(c))) return refused(c)
    const id = c.req.param('id')
    if (!ID.test(id)) return one(c)
    const result = await ops(c).release(id)
    const notice = {
      released: 'Freigegeben: Benachrichtigung und Bestätigung werden gesendet.',
      'released-unconfirmed':
        'Freigegeben: die Benachrichtigung wird gesendet; keine Bestätigung, weil eine Obergrenze erreicht ist.',
      'not-quarantined': 'Diese Anfrage stand nicht unter Spamverdacht; nichts geändert.',
      'not-found': undefined,
    }[result]
    return one(c, notice)
  })
  app.post('/anfragen/:id/erneut-senden', async (c) => {
    if (!(await form(c))) return refused(c)
    const id = c.req.param('id')
    if (!ID.test(id)) return one(c)
    const count = await ops(c).resendFailedOf(id)
    return one(c, `${count} fehlgeschlagene E-Mail(s) dieser Anfrage stehen wieder in der Warteschlange.`)
  })
  app.post('/anfragen/:id/verwerfen', async (c) => {
    const fields = await form(c)
    if (!fields) return refused(c)
    const result = ID.test(fields.email ?? '') ? await ops(c).dismiss(fields.email!) : 'not-found'
    return one(
      c,
      result === 'dismissed'
        ? 'Die E-Mail ist als erledigt markiert.'
        : 'Diese E-Mail ist nicht (mehr) fehlgeschlagen; nichts geändert.',
    )
  })
  app.all('/anfragen/*', (c) => send(c, 'Nicht gefunden', notFoundBody(), 404))
}

const html403 = () =>
  html`<p role="alert">
    Das Formular ist abgelaufen oder kam nicht von dieser Seite. Bitte die Seite neu laden und noch einmal senden.
    Nichts wurde geändert.
  </p>`
