/**
 * The desk's data-subject pages (/anfragen/datenschutz, Art. 15 and 17 GDPR) and where
 * requests come from (/anfragen/quellen). The address only ever travels in a POST body.
 */
import type { OutboxEntry, StoredRequest } from '../../server/contact/repository.ts'
import type { SourceLabels } from '../operator-output.ts'
import { berlinTime, csrfField, type Html, html, table } from './html.ts'
import { KIND_DE, requestKindDe, STATUS_DE } from './pages.ts'

type Found = { request: StoredRequest; emails: OutboxEntry[] }[]

export function lookupForm(csrf: string, email = '', error?: string): Html {
  return html`<p>
      Auskunft (Art. 15 DSGVO) und Löschung (Art. 17 DSGVO): beides ist binnen eines Monats zu beantworten (Art. 12 Abs.
      3 DSGVO).
    </p>
    <form method="post" action="/anfragen/datenschutz" class="filters">
      ${csrfField(csrf)}
      <label
        >E-Mail-Adresse der Person<input
          name="email"
          type="email"
          required
          maxlength="254"
          value="${email}"
          autocomplete="off"
          aria-invalid="${error ? 'true' : 'false'}"
          aria-describedby="email-fehler"
        />${error ? html`<span id="email-fehler" class="error">${error}</span>` : ''}</label
      >
      <button type="submit" class="primary">Gespeicherte Daten zeigen</button>
    </form>`
}

const hiddenEmail = (email: string) => html`<input type="hidden" name="email" value="${email}" />`

export function storedBody(email: string, found: Found, csrf: string): Html {
  if (found.length === 0)
    return html`${lookupForm(csrf, email)}
      <p role="status">Zu dieser Adresse ist keine Anfrage gespeichert.</p>`
  return html`${lookupForm(csrf, email)}
    <h2>${found.length} Anfrage(n) zu dieser Adresse</h2>
    ${found.map(
      ({ request: r, emails }) =>
        html`<section>
          <h3><a href="/anfragen/${r.id}">${berlinTime(r.createdAt)} – ${r.name}</a></h3>
          <p>
            ${requestKindDe(r)}${r.quarantineReason ? ' · Spamverdacht' : ''} · ${emails.length} E-Mail(s):
            ${emails.map((e) => `${KIND_DE[e.kind]} an ${e.recipient} (${STATUS_DE[e.status]})`).join(', ')}
          </p>
        </section>`,
    )}
    <div class="actions">
      <form method="post" action="/anfragen/datenschutz/auskunft.json" class="inline">
        ${csrfField(csrf)}${hiddenEmail(email)}<button type="submit">Auskunft als JSON herunterladen</button>
      </form>
      <form method="post" action="/anfragen/datenschutz/auskunft.html" class="inline">
        ${csrfField(csrf)}${hiddenEmail(email)}<button type="submit">Auskunft als lesbare Seite herunterladen</button>
      </form>
      <form method="post" action="/anfragen/datenschutz/loeschen-pruefen" class="inline">
        ${csrfField(csrf)}${hiddenEmail(email)}<button type="submit" class="danger">Alles löschen …</button>
      </form>
    </div>`
}

export function confirmEraseBody(email: string, found: Found, csrf: string): Html {
  if (found.length === 0)
    return html`${lookupForm(csrf, email)}
      <p role="status">Zu dieser Adresse ist keine Anfrage gespeichert; es gibt nichts zu löschen.</p>`
  const emails = found.reduce((n, f) => n + f.emails.length, 0)
  return html`<p role="alert">
      Gelöscht werden ${found.length} Anfrage(n) und ${emails} E-Mail(s) samt ihren Dateien. Das lässt sich nicht
      rückgängig machen.
    </p>
    <form method="post" action="/anfragen/datenschutz/loeschen" class="actions">
      ${csrfField(csrf)}${hiddenEmail(email)}<button type="submit" class="danger">Endgültig löschen</button>
      <a href="/anfragen/datenschutz">Abbrechen</a>
    </form>`
}

export function erasedBody(
  result: { requests: number; emails: number; files: number },
  backupDays: number,
  mailboxes: string,
): Html {
  return html`<p role="status">
      Gelöscht: ${result.requests} Anfrage(n), ${result.emails} E-Mail(s), ${result.files} Datei(en).
    </p>
    <p>
      Sicherungskopien, die vor der Löschung entstanden sind, enthalten die Daten noch, bis sie spätestens ${backupDays}
      Tage nach der Löschung gelöscht sind; wird eine davon zurückgespielt, löscht das Löschprotokoll diese Anfragen
      sofort wieder (docs/decisions/025). Die Löschung steht im <a href="/anfragen/protokoll">Protokoll</a>.
    </p>
    <p>
      Nicht gelöscht sind die E-Mails in den Postfächern: die Benachrichtigungen in ${mailboxes} und Antworten, die von
      dort verschickt wurden. Bitte dort von Hand löschen.
    </p>`
}

/** The Art. 15 answer as a readable page (downloaded as a file). */
export function accessReportPage(email: string, found: Found, at: Date): string {
  const field = (label: string, value: string | null | undefined) =>
    html`<dt>${label}</dt>
      <dd>${value ?? '–'}</dd>`
  return `<!doctype html>${html`<html lang="de">
    <head>
      <meta charset="utf-8" />
      <title>Auskunft nach Art. 15 DSGVO</title>
    </head>
    <body>
      <h1>Auskunft nach Art. 15 DSGVO</h1>
      <p>
        Zur E-Mail-Adresse ${email} sind bei Mandatwerk am ${berlinTime(at)} ${found.length} Anfrage(n) gespeichert.
      </p>
      ${found.map(
        ({ request: r, emails }) =>
          html`<h2>Anfrage vom ${berlinTime(r.createdAt)}</h2>
            <dl>
              ${field('Name', r.name)}${field('E-Mail', r.email)}${field('Telefon', r.phone)}${field('Organisation', r.organization)}${r.job !== undefined ? field('Bewerbung auf', r.job) : field('Wahlart', requestKindDe(r))}
              ${field('Rückruf gewünscht', r.prefer_phone ? 'ja' : 'nein')}${field('IP-Adresse', r.ipAddress)}${field('Nachricht', r.message)}
              ${field('Erste Seite des Besuchs', r.attribution.landing_path)}${field('Vorige Seite', r.attribution.previous_path)}${field('Verweisende Website', r.attribution.referrer_host)}
              ${field('utm_source', r.attribution.utm_source)}${field('utm_medium', r.attribution.utm_medium)}${field('utm_campaign', r.attribution.utm_campaign)}
            </dl>
            <h3>E-Mails</h3>
            <ul>
              ${emails.map((e) => html`<li>${KIND_DE[e.kind]} an ${e.recipient}: ${STATUS_DE[e.status]}</li>`)}
            </ul>`,
      )}
    </body>
  </html>`}`
}

/**
 * The sources in German, in the words of the notification's "Gekommen über" line and
 * docs/anfragen.md: a campaign link's utm_source, the referring website, or neither – a typed
 * address, a bookmark, a link that sends no referrer, or a request from before attribution (docs/decisions/017).
 */
export const SOURCE_LABELS_DE: SourceLabels = {
  unknownPage: '(nicht übermittelt)',
  utmSource: (value) => `${value} (Kampagnenlink)`,
  referrer: (host) => `${host} (verweisende Website)`,
  none: '(direkt oder unbekannt)',
}

export type SourceRows = {
  byPage: [string, number][]
  bySource: [string, number][]
  total: number
  weeks: { week: string; total: number; byPage: [string, number][]; bySource: [string, number][] }[]
}

/** A horizontal bar chart as SVG, drawn on the server; the same numbers stand in the table beside it. */
export function barChart(title: string, rows: [string, number][]): Html {
  // Label above its bar, so the chart stays legible when a phone scales it down.
  const max = Math.max(1, ...rows.map(([, n]) => n))
  const height = 40 * rows.length + 4
  const width = (n: number) => Math.max(2, Math.round((n / max) * 330))
  return html`<svg
    role="img"
    aria-label="${title}"
    viewBox="0 0 400 ${height}"
    width="400"
    height="${height}"
    xmlns="http://www.w3.org/2000/svg"
  >
    ${rows.map(
      ([label, n], i) =>
        html`<g transform="translate(0 ${i * 40 + 2})"
          ><text x="0" y="13" font-size="13" fill="#1c1917"
            >${label.length > 56 ? `${label.slice(0, 55)}…` : label}</text
          >
          <rect x="0" y="18" height="16" width="${width(n)}" fill="#1d4ed8" /><text
            x="${width(n) + 6}"
            y="31"
            font-size="13"
            fill="#1c1917"
            >${n}</text
          ></g
        >`,
    )}
  </svg>`
}

export function sourcesBody(
  rows: SourceRows,
  period: { days: string; since: string; error?: string; from: Date },
): Html {
  const countTable = (heading: string, list: [string, number][]) =>
    table(
      [heading, 'Anfragen'],
      list.map(
        ([label, n]) =>
          html`<tr>
            <td>${label}</td>
            <td class="n">${n}</td>
          </tr>`,
      ),
    )
  return html`<form method="get" action="/anfragen/quellen" class="filters">
      <label
        >Letzte Tage<input name="tage" inputmode="numeric" value="${period.days}" aria-describedby="zeitraum-fehler"
      /></label>
      <label
        >oder seit (JJJJ-MM-TT)<input name="seit" value="${period.since}" aria-describedby="zeitraum-fehler"
      /></label>
      <button type="submit" class="primary">Zeigen</button
      >${period.error ? html`<span id="zeitraum-fehler" class="error">${period.error}</span>` : ''}
    </form>
    <p>
      Anfragen seit ${berlinTime(period.from)} (ohne Spamverdacht): <strong>${rows.total}</strong> – dieselben Zahlen
      wie <code>npm run requests -- stats --by-source</code>.
    </p>
    <h2>Je Woche</h2>
    <div class="grid">
      ${barChart(
        'Anfragen je Woche',
        rows.weeks.map((w) => [`Woche ab ${w.week}`, w.total]),
      )}
      ${table(
        ['Woche ab (Montag)', 'Anfragen', 'nach erster Seite', 'nach Quelle'],
        rows.weeks.map(
          (w) =>
            html`<tr>
              <th scope="row" data-label="Woche ab">${w.week}</th>
              <td data-label="Anfragen" class="n">${w.total}</td>
              <td data-label="nach erster Seite">
                ${w.byPage.map(([label, n], i) => html`${i ? html`<br />` : ''}${label}: ${n}`)}
              </td>
              <td data-label="nach Quelle">
                ${w.bySource.map(([label, n], i) => html`${i ? html`<br />` : ''}${label}: ${n}`)}
              </td>
            </tr>`,
        ),
        { className: 'weeks cards', region: 'Anfragen je Woche (Tabelle)' },
      )}
    </div>
    <h2>Nach erster Seite des Besuchs</h2>
    <div class="grid">
      ${barChart('Anfragen nach erster Seite', rows.byPage)}${countTable('Erste Seite', rows.byPage)}
    </div>
    <h2>Nach Quelle</h2>
    <div class="grid">${barChart('Anfragen nach Quelle', rows.bySource)}${countTable('Quelle', rows.bySource)}</div>`
}
