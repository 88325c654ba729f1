import { FOUNDER_CARD, SITE } from '../config/site.ts'
import { telHref } from '../lib/tel.ts'
import { buildVCard, vcardFileName } from '../lib/vcard.ts'

/**
 * German copy of the founder's contact card pages. The person's data
 * itself lives in FOUNDER_CARD (app/config/site.ts); this module holds what the page says.
 */

/** One of the four rows with a copy action. */
export type CardRow = {
  kind: 'mobile' | 'office' | 'email' | 'website'
  /** Visible caption of the row. */
  caption: string
  /** Name used in the copy toast and the copy button's label. */
  label: 'Telefonnummer' | 'Büronummer' | 'E-Mail' | 'Website'
  /** What is shown, and what the link opens. */
  display: string
  href: string
  /** What lands on the clipboard. */
  value: string
}

export const CARD_ROWS = [
  {
    kind: 'mobile',
    caption: 'Mobil',
    label: 'Telefonnummer',
    display: FOUNDER_CARD.mobile,
    href: telHref(FOUNDER_CARD.mobile),
    value: FOUNDER_CARD.mobile,
  },
  {
    kind: 'office',
    caption: 'Büro',
    label: 'Büronummer',
    display: FOUNDER_CARD.office,
    href: telHref(FOUNDER_CARD.office),
    value: FOUNDER_CARD.office,
  },
  {
    kind: 'email',
    caption: 'E-Mail',
    label: 'E-Mail',
    display: FOUNDER_CARD.email,
    href: `mailto:${FOUNDER_CARD.email}`,
    value: FOUNDER_CARD.email,
  },
  {
    kind: 'website',
    caption: 'Website',
    label: 'Website',
    display: FOUNDER_CARD.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    href: FOUNDER_CARD.website,
    value: FOUNDER_CARD.website,
  },
] as const satisfies readonly CardRow[]

export const CARD_COPY = {
  seo: {
    title: `${FOUNDER_CARD.name} – Kontakt`,
    description: `Digitale Visitenkarte von ${FOUNDER_CARD.name}, ${FOUNDER_CARD.title} der ${FOUNDER_CARD.organisation}: Telefon, E-Mail und Website.`,
  },
  gate: {
    title: 'Zugriff erforderlich',
    hint: 'Bitte geben Sie das Passwort ein',
    fieldLabel: 'Passwort',
    submit: 'Zugang gewähren',
    checking: 'Wird geprüft …',
    wrong: 'Falsches Passwort',
    /** Web Crypto exists only in secure contexts; on plain HTTP the check cannot run. */
    insecure: 'Die Passwortprüfung braucht eine sichere Verbindung (HTTPS).',
    /** Under the disabled button until the check's script has arrived (docs/decisions/032). */
    loading: 'Die Passwortprüfung wird geladen …',
  },
  copyAction: (label: string) => `${label} kopieren`,
  copiedAction: (label: string) => `${label} kopiert`,
  save: 'Kontakt speichern',
  /**
   * Below the card and the password form: the provider's details must be reachable from every
   * page (§ 5 (1) DDG), so both card pages link the legal notice and the privacy policy.
   */
  legalLinks: [
    { label: 'Impressum', to: '/legal' },
    { label: 'Datenschutz', to: '/privacy' },
  ],
  newTab: '(öffnet in neuem Tab)',
  toast: {
    copied: { title: 'Kopiert!', description: (label: string) => `${label} wurde in die Zwischenablage kopiert.` },
    copyFailed: { title: 'Fehler', description: 'Kopieren fehlgeschlagen.' },
    saving: {
      title: 'Kontakt wird gespeichert',
      description: 'Die Kontaktdaten werden als VCF-Datei heruntergeladen.',
    },
  },
  /** What the vCard says beyond the rows (title 'Gründer' and a note). */
  vcard: {
    title: 'Gründer',
    note: `${SITE.brand} – politische Kampagnenberatung und Wahlkampf-Software aus Berlin: Strategie, Kommunikation, Social Media und Video.`,
  },
} as const

/**
 * The founder's vCard as a file of the build (scripts/postbuild.ts writes `founderVCard` there),
 * so 'Kontakt speichern' is a plain link that works from the first paint (docs/decisions/032).
 */
export const FOUNDER_VCARD_FILE = vcardFileName(FOUNDER_CARD.name)
export const FOUNDER_VCARD_PATH = `/${FOUNDER_VCARD_FILE}`

/** The vCard's text; `siteUrl` is the site's public origin. */
export function founderVCard(siteUrl: string): string {
  return buildVCard({ ...FOUNDER_CARD, ...CARD_COPY.vcard }, `${siteUrl}/`)
}
