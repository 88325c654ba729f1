/**
 * The desk’s HTML (docs/decisions/029): a tagged template that escapes every value unless it is
 * already HTML, the page frame, and the one stylesheet (served at /anfragen/stil.css).
 */
export class Html {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString() {
    return this.value
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type Value = string | number | Html | null | undefined | false | readonly Value[]

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escape(String(value))
}

/** html`<p>${text}</p>`: every interpolated value is escaped, arrays are joined, Html stays. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''))
}

export const DESK_STYLE = `*{box-sizing:border-box}body{font:16px/1.5 Inter,system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
header{background:#1c1917;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header a{color:#fff}header nav{display:flex;flex-wrap:wrap;gap:1rem}main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}a{color:#1d4ed8}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
button{font:inherit;padding:.4rem .9rem;border-radius:.4rem;border:1px solid #57534e;background:#fff;color:#1c1917;cursor:pointer}
button.danger{background:#b91c1c;border-color:#b91c1c;color:#fff}button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
form.inline{display:inline}.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-size:.9rem;gap:.2rem}input,select{font:inherit;padding:.35rem;border:1px solid #78716c;border-radius:.3rem;min-width:0}
.filters input[type=email],.filters input[type=search]{width:min(24rem,100%)}.check{flex-direction:row;align-items:center;gap:.4rem}.error{color:#b91c1c;font-weight:600}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;background:#fff}td,th{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e7e5e4;vertical-align:top}
th{font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums}.weeks td{overflow-wrap:anywhere;min-width:8rem}dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;background:#fff;padding:1rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
[role=status],[role=alert]{padding:.75rem 1rem;border-radius:.4rem;margin:1rem 0}[role=status]{background:#ecfdf5}[role=alert]{background:#fef2f2}
.state-failed{color:#b91c1c;font-weight:600}.pager{display:flex;gap:1rem;margin:1rem 0}svg{max-width:100%;height:auto;background:#fff}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.grid{display:grid;gap:1rem}@media(min-width:60rem){.grid{grid-template-columns:1fr 1fr}}
@media(max-width:40rem){dl{grid-template-columns:minmax(0,1fr)}dd{margin-bottom:.4rem}table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
table.cards tr{display:block;border-bottom:1px solid #d6d3d1;padding:.4rem 0}table.cards td,table.cards th{display:block;border:0;padding:.1rem .5rem;text-align:left;min-width:0;overflow-wrap:anywhere}
table.cards td:empty{display:none}table.cards [data-label]::before{content:attr(data-label) ": ";font-weight:600}}`

export type PageFrame = { title: string; user: string; csrf: string; body: Html; status?: Html }

/** The frame of every desk page: German, its navigation, who is signed in. */
export function page({ title, user, body }: PageFrame): string {
  return `<!doctype html>${html`<html lang="de">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>${title} – Anfragen – Mandatwerk</title>
      <link rel="stylesheet" href="/anfragen/stil.css" />
    </head>
    <body>
      <header>
        <strong>Mandatwerk · Anfragen</strong>
        <nav aria-label="Bereiche">
          <a href="/anfragen">Eingang</a><a href="/anfragen/datenschutz">Datenschutz</a
          ><a href="/anfragen/quellen">Quellen</a><a href="/anfragen/protokoll">Protokoll</a
          ><a href="/redaktion">Redaktion</a>
        </nav>
        <span>Angemeldet als <strong>${user}</strong></span>
      </header>
      <main id="inhalt">
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`}`
}

/** The hidden field every form carries (editor/csrf.ts). */
export const csrfField = (token: string) => html`<input type="hidden" name="csrf" value="${token}" />`

export const berlinTime = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' }).format(date)

/**
 * A table in its scrolling box: the column headings, then `rows` (each a `<tr>`). Tables of class
 * `cards` become one card per row on a phone, each cell titled by its `data-label` (DESK_STYLE);
 * `region` names a box the keyboard can scroll, `caption` a table for screen readers only.
 */
export function table(
  headings: readonly Value[],
  rows: readonly Html[],
  { className, caption, region }: { className?: string; caption?: string; region?: string } = {},
): Html {
  const scrolls = region ? html` tabindex="0" role="region" aria-label="${region}"` : ''
  return html`<div class="table"${scrolls}>
    <table${className ? html` class="${className}"` : ''}>
      ${
        caption
          ? html`<caption class="sr">
              ${caption}
            </caption>`
          : ''
      }
      <thead>
        <tr>
          ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`
}
