/** The desk’s pages (docs/decisions/029): Eingang, one request, and the audit log. German, server-rendered. */
import { CAMPAIGN_TYPE_DE } from '../../app/content/contact-emails.ts'
import { attributionLine } from '../../app/emails/attribution-line.ts'
import { CAMPAIGN_TYPES } from '../../app/lib/contact-schema.ts'
import type { PageNames } from '../../server/contact/page-names.ts'
import type {
  ConfirmationSkip,
  OutboxEntry,
  OutboxStatus,
  RequestSummary,
  StoredRequest,
} from '../../server/contact/repository.ts'
import { outcomeDe } from '../audit-outcomes.ts'
import type { AuditEntry, RequestFilter } from '../office-store.ts'
import { berlinTime, csrfField, Html, html, table } from './html.ts'

/**
 * What a request is about, in the office's words: the campaign type of a consultation, or
 * „Bewerbung: <job>“ for an application (docs/decisions/035; the job's slug, the file name of its ad).
 */
export function requestKindDe(r: Pick<StoredRequest, 'campaign_type' | 'job'>): string {
  if (r.job !== undefined) return `Bewerbung: ${r.job}`
  return r.campaign_type ? CAMPAIGN_TYPE_DE[r.campaign_type] : '–'
}

export const PAGE_SIZE = 50

export const STATUS_DE: Record<OutboxStatus, string> = {
  pending: 'wartet',
  sending: 'wird gesendet',
  sent: 'gesendet',
  written: 'als Datei abgelegt',
  failed: 'fehlgeschlagen',
  dismissed: 'erledigt (fehlgeschlagen)',
}
export const KIND_DE: Record<OutboxEntry['kind'], string> = {
  notification: 'Benachrichtigung',
  confirmation: 'Bestätigung',
  'spam-notice': 'Spamverdacht-Hinweis',
}

/** Why a request is suspected spam (server/contact/repository.ts QuarantineReason), in German. */
const QUARANTINE_DE: Record<string, string> = {
  honeypot: 'verstecktes Feld ausgefüllt (wie ein Bot)',
  'too-fast': 'zu schnell nach dem Öffnen gesendet',
  'fill-time-missing': 'Ausfüllzeit fehlt',
  'fill-time-malformed': 'Ausfüllzeit ungültig',
}
const quarantineReasonDe = (reason: string | null) => (reason ? (QUARANTINE_DE[reason] ?? reason) : '–')
const SKIP_DE: Record<ConfirmationSkip, string> = {
  'recipient-limit': 'Obergrenze für diese Adresse oder Domain erreicht',
  'hourly-limit': 'Obergrenze je Stunde erreicht',
}

const emailStates = (emails: RequestSummary['emails']) =>
  (Object.entries(emails) as [OutboxStatus, number][]).map(
    ([status, n], i) => html`${i ? ', ' : ''}<span class="state-${status}">${n} ${STATUS_DE[status]}</span>`,
  )

export type ListView = RequestFilter & { page: number; error?: string }

export function inboxBody(requests: RequestSummary[], view: ListView, csrf: string, notice?: string): Html {
  const shown = requests.slice(0, PAGE_SIZE)
  const more = requests.length > PAGE_SIZE
  const hidden = (name: string, value: string | boolean | undefined) =>
    value ? html`<input type="hidden" name="${name}" value="${value === true ? '1' : value}" />` : ''
  const filterFields = html`${hidden('quarantaene', view.quarantined)}${hidden('fehler', view.failedEmails)}${hidden('art', view.campaignType)}${hidden('quelle', view.source)}${hidden('suche', view.query)}`
  return html`${notice ? html`<p role="status">${notice}</p>` : ''}
    <form method="post" action="/anfragen" class="filters" aria-label="Suchen und filtern">
      ${csrfField(csrf)}
      <label
        >Suche (Name, E-Mail, Organisation, Nachricht)<input
          name="suche"
          type="search"
          value="${view.query ?? ''}"
          maxlength="200"
          aria-describedby="suche-fehler"
        />${view.error ? html`<span id="suche-fehler" class="error">${view.error}</span>` : ''}</label
      >
      <label
        >Wahlart<select name="art">
          <option value="">alle</option>
          ${CAMPAIGN_TYPES.map((t) => html`<option value="${t}" ${new Html(view.campaignType === t ? ' selected' : '')}>${CAMPAIGN_TYPE_DE[t]}</option>`)}
        </select></label
      >
      <label>Quelle<input name="quelle" value="${view.source ?? ''}" maxlength="200" /></label>
      <label class="check"
        ><input type="checkbox" name="quarantaene" value="1" ${new Html(view.quarantined ? ' checked' : '')} /> nur
        Spamverdacht</label
      >
      <label class="check"
        ><input type="checkbox" name="fehler" value="1" ${new Html(view.failedEmails ? ' checked' : '')} /> nur
        fehlgeschlagene E-Mails</label
      >
      <button type="submit" class="primary">Anzeigen</button>
    </form>
    <div class="actions">
      <form method="post" action="/anfragen/export.csv" class="inline">
        ${csrfField(csrf)}${filterFields}<button type="submit">Diese Liste als CSV</button>
      </form>
      <form method="post" action="/anfragen/erneut-senden" class="inline">
        ${csrfField(csrf)}<button type="submit">Alle fehlgeschlagenen E-Mails erneut senden</button>
      </form>
    </div>
    ${
      shown.length === 0
        ? html`<p>
            Keine
            Anfragen${view.query || view.campaignType || view.source || view.failedEmails ? ' für diese Auswahl' : ''}.
          </p>`
        : table(
            ['Eingang', 'Name', 'E-Mail', 'Wahlart', view.quarantined ? 'Grund' : 'E-Mails'],
            shown.map(
              (r) =>
                html`<tr>
                  <td data-label="Eingang">${berlinTime(r.createdAt)}</td>
                  <td data-label="Name"><a href="/anfragen/${r.id}">${r.name}</a></td>
                  <td data-label="E-Mail">${r.email}</td>
                  <td data-label="Wahlart">${requestKindDe(r)}</td>
                  ${view.quarantined ? html`<td data-label="Grund">${quarantineReasonDe(r.quarantineReason)}</td>` : html`<td data-label="E-Mails">${emailStates(r.emails)}</td>`}
                </tr>`,
            ),
            { className: 'cards', caption: `${view.quarantined ? 'Spamverdacht' : 'Anfragen'}, neueste zuerst` },
          )
    }
    <form method="post" action="/anfragen" class="pager" aria-label="Seiten">
      ${csrfField(csrf)}${filterFields}
      ${view.page > 1 ? html`<button type="submit" name="seite" value="${view.page - 1}">← Neuere</button>` : ''}
      <span>Seite ${view.page}</span
      >${more ? html`<button type="submit" name="seite" value="${view.page + 1}">Ältere →</button>` : ''}
    </form>`
}

export function requestBody(
  { request: r, emails }: { request: StoredRequest; emails: OutboxEntry[] },
  names: PageNames,
  csrf: string,
  notice?: string,
): Html {
  const row = (label: string, value: string | Html | null | undefined) =>
    html`<dt>${label}</dt>
      <dd>${value ?? '–'}</dd>`
  return html`${notice ? html`<p role="status">${notice}</p>` : ''}
    <dl>
      ${row('Eingang', berlinTime(r.createdAt))}${row('Name', r.name)}${row('E-Mail', r.email)}${row('Telefon', r.phone)}${row('Organisation', r.organization)}
      ${r.job !== undefined ? row('Bewerbung auf', r.job) : row('Wahlart', requestKindDe(r))}${row('Rückruf gewünscht', r.prefer_phone ? 'ja' : 'nein')}${row('IP-Adresse', r.ipAddress)}
      ${r.quarantineReason ? row('Spamverdacht', quarantineReasonDe(r.quarantineReason)) : ''}${r.releasedAt ? row('Freigegeben', berlinTime(r.releasedAt)) : ''}
      ${r.confirmationSkipped ? row('Bestätigung', `nicht gesendet (${SKIP_DE[r.confirmationSkipped]})`) : ''}
      ${row('Kam über', attributionLine(r.attribution, names))}${row('Erste Seite', r.attribution.landing_path)}${row('Vorige Seite', r.attribution.previous_path)}
      ${row('Verweisende Website', r.attribution.referrer_host)}${row('utm_source / medium / campaign', [r.attribution.utm_source, r.attribution.utm_medium, r.attribution.utm_campaign].map((v) => v ?? '–').join(' / '))}
      ${row('Nachricht', r.message)}
    </dl>
    <h2>E-Mails</h2>
    ${table(
      ['Art', 'An', 'Stand', 'Versuche', 'Letzter Fehler', html`<span class="sr">Aktion</span>`],
      emails.map(
        (e) =>
          html`<tr>
            <td data-label="Art">${KIND_DE[e.kind]}</td>
            <td data-label="An">${e.recipient}</td>
            <td data-label="Stand" class="state-${e.status}">
              ${STATUS_DE[e.status]}${e.sentAt ? html`<br />${berlinTime(e.sentAt)}` : ''}
            </td>
            <td data-label="Versuche" class="n">${e.attempts}</td>
            <td data-label="Letzter Fehler">${e.lastError ?? '–'}</td>
            <td>
              ${e.status === 'failed' ? html`<form method="post" action="/anfragen/${r.id}/verwerfen" class="inline">${csrfField(csrf)}<input type="hidden" name="email" value="${e.id}" /><button type="submit">Als erledigt markieren</button></form>` : ''}
            </td>
          </tr>`,
      ),
      { className: 'cards' },
    )}
    <div class="actions">
      ${r.quarantineReason ? html`<form method="post" action="/anfragen/${r.id}/freigeben" class="inline">${csrfField(csrf)}<button type="submit" class="primary">Freigeben (kein Spam)</button></form>` : ''}
      ${emails.some((e) => e.status === 'failed') ? html`<form method="post" action="/anfragen/${r.id}/erneut-senden" class="inline">${csrfField(csrf)}<button type="submit">Fehlgeschlagene E-Mails erneut senden</button></form>` : ''}
      <form method="post" action="/anfragen/datenschutz/loeschen-pruefen" class="inline">
        ${csrfField(csrf)}<input type="hidden" name="email" value="${r.email}" /><button type="submit" class="danger">
          Löschen (alle Anfragen dieser Adresse) …
        </button>
      </form>
    </div>`
}

/** The audit log's actions in German; its outcomes come from office/audit-outcomes.ts. */
const ACTION_DE: Record<string, string> = {
  release: 'Freigabe',
  'resend-failed': 'erneut senden',
  dismiss: 'als erledigt markiert',
  erase: 'Löschung',
  purge: 'Löschlauf (Fristen)',
  export: 'CSV-Export',
  'access-report': 'Auskunft',
}
export function auditBody(entries: AuditEntry[]): Html {
  return html`<p>
      Wer wann was getan hat – nur Kennungen, nie Inhalte oder Adressen. Das Protokoll bleibt, wenn die Anfragen
      gelöscht werden.
    </p>
    ${table(
      ['Wann', 'Wer', 'Was', 'Ergebnis', 'Kennungen'],
      entries.map(
        (e) =>
          html`<tr>
            <td data-label="Wann">${berlinTime(e.at)}</td>
            <td data-label="Wer">${e.actor}</td>
            <td data-label="Was">${ACTION_DE[e.action] ?? e.action}</td>
            <td data-label="Ergebnis">${outcomeDe(e.outcome)}</td>
            <td data-label="Kennungen">${e.ids.join(' ') || '–'}</td>
          </tr>`,
      ),
      { className: 'cards' },
    )}`
}

export const notFoundBody = () =>
  html`<p>Diese Anfrage gibt es nicht (mehr). Vielleicht wurde sie gelöscht. <a href="/anfragen">Zum Eingang</a></p>`
