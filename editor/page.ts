import type { ReleaseRecord } from '../scripts/content/releases.ts'
import type { JobKind, JobState } from './jobs.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const KIND: Record<JobKind, { running: string; done: string; failed: string }> = {
  publish: { running: 'Veröffentlichen läuft', done: 'Veröffentlicht', failed: 'Nicht veröffentlicht' },
  preview: { running: 'Vorschau wird gebaut', done: 'Vorschau bereit', failed: 'Keine Vorschau' },
  rollback: { running: 'Zurücknehmen läuft', done: 'Zurückgenommen', failed: 'Nicht zurückgenommen' },
}

const STYLE = `body{font:16px/1.5 Inter,system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
h1{font-size:1.6rem}button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #57534e;background:#fff;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8}form{display:inline}.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin:1rem 0}
[role=status],[role=alert]{padding:.75rem 1rem;border-radius:.5rem;white-space:pre-wrap}[role=status]{background:#ecfdf5}[role=alert]{background:#fef2f2}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e7e5e4}`

export type EditorPageData = {
  user: string
  job: JobState | undefined
  history: ReleaseRecord[]
  pending: string[]
  preview: string | undefined
}

/** The editor's own page (/redaktion): what is live, what is pending, and the three buttons. */
export function editorPage({ user, job, history, pending, preview }: EditorPageData): string {
  const running = job && !job.outcome
  const live = history.at(-1)
  const outcome = job?.outcome
    ? `<div role="${job.outcome.ok ? 'status' : 'alert'}"><strong>${escape(
        job.outcome.ok ? KIND[job.kind].done : KIND[job.kind].failed,
      )}:</strong> ${escape(job.outcome.message)}</div>`
    : ''
  const progress = running
    ? `<div role="status"><strong>${escape(KIND[job.kind].running)} …</strong>\n${escape(job.lines.join('\n'))}</div>`
    : ''
  const button = (action: string, label: string, primary = false) =>
    `<form method="post" action="/redaktion/${action}"><button type="submit"${primary ? ' class="primary"' : ''}${
      running ? ' disabled' : ''
    }>${label}</button></form>`
  const rows = [...history]
    .reverse()
    .map(
      (record, index) =>
        `<tr><td>${escape(record.id)}${index === 0 ? ' (live)' : ''}</td><td>${escape(record.author)}</td><td>${
          record.commit ? escape(record.commit.slice(0, 10)) : '–'
        }</td></tr>`,
    )
    .join('')
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">${running ? '<meta http-equiv="refresh" content="2">' : ''}
<title>Veröffentlichen – Mandatwerk Redaktion</title><link rel="stylesheet" href="/redaktion/style.css"></head>
<body><main>
<h1>Redaktion: Vorschau und Veröffentlichen</h1>
<p>Angemeldet als <strong>${escape(user)}</strong>. <a href="/keystatic">Inhalte bearbeiten</a> · <a href="/">Vorschau ansehen</a>${
    preview ? ` (Version ${escape(preview)})` : ''
  }</p>
<h2>Noch nicht veröffentlicht</h2>
${pending.length ? `<ul>${pending.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : '<p>Keine gespeicherten Änderungen.</p>'}
${progress}${outcome}
<div class="actions">${button('vorschau', 'Vorschau bauen')}${button('veroeffentlichen', 'Veröffentlichen', true)}${button(
    'zuruecknehmen',
    'Letzte Veröffentlichung zurücknehmen',
  )}</div>
<h2>Veröffentlichte Versionen</h2>
${live ? `<table><thead><tr><th>Version</th><th>von</th><th>Commit</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Noch keine Veröffentlichung aus der Redaktion.</p>'}
</main></body></html>`
}

export const EDITOR_PAGE_STYLE = STYLE
