/**
 * The one table of placeholders (docs/decisions/045): every `{Name}` a content text may hold,
 * what it becomes (the editor's help texts quote it), and which files may use it. The values are
 * filled in at build time by app/content/placeholders.server.ts, whose table is typed by this one,
 * so a name cannot be here without a value or there without being here.
 */

/** Placeholder → what the page shows instead, in the staff's words. */
export const PLACEHOLDERS = {
  '{Marke}': 'der Markenname aus der Konfiguration (app/config/site.ts)',
  '{Assistent}': 'der Name des KI-Assistenten für Mandatsträger',
  '{Serverstandort}': 'das Land der Server der Software (z. B. Germany)',
  '{Hosting}': 'Serverstandort und, falls vereinbart, der Auftragsverarbeitungsvertrag (Art. 28 DSGVO)',
  '{Antwortzeit}': 'die zugesagte Antwortzeit („within 24 hours on working days“)',
  '{Tage-IP-Adresse}': 'nach wie vielen Tagen der Server die IP-Adresse einer Anfrage löscht (30)',
  '{Straße}': 'Straße und Hausnummer der Firma',
  '{Ansprechperson}': 'die Ansprechperson Karriere; in einer Stellenanzeige mit ihrer E-Mail-Adresse',
  '{Funktion}': 'die Funktion der Ansprechperson Karriere',
  '{Firma}': 'der Firmenname mit Rechtsform',
  '{Anschrift}': 'Firma, Straße, PLZ, Ort und Land in einer Zeile',
  '{PLZ}': 'die Postleitzahl der Firma',
  '{Ort}': 'der Ort der Firma',
  '{Land}': 'das Land der Firma',
  '{Telefon}': 'die Telefonnummer der Firma',
  '{E-Mail}': 'die E-Mail-Adresse der Firma',
  '{Geschäftsführung}': 'die Geschäftsführung, mit Kommas; allein in einer Zeile: je Person eine Zeile',
  '{Registergericht}': 'das Registergericht',
  '{Registernummer}': 'die Registernummer',
  '{USt-IdNr}': 'die Umsatzsteuer-Identifikationsnummer',
  '{Inhaltlich-Verantwortlich}': 'die inhaltlich verantwortliche Person',
  '{Hoster}': 'der Hoster',
  '{Hoster-Anschrift}': 'die Anschrift des Hosters',
  '{Hoster-Standort}': 'der Serverstandort des Hosters',
  '{Mailanbieter}': 'der E-Mail-Anbieter',
  '{Mailanbieter-Anschrift}': 'die Anschrift des E-Mail-Anbieters',
  '{Mailanbieter-Standort}': 'der Serverstandort des E-Mail-Anbieters',
  '{Sicherung-Anbieter}': 'der Anbieter der externen Datensicherung',
  '{Sicherung-Anschrift}': 'die Anschrift der externen Datensicherung',
  '{Sicherung-Standort}': 'der Standort der externen Datensicherung',
  '{Datenschutzbeauftragte}':
    'allein in einem Absatz: Name und Kontakt der benannten Person – oder der Satz, warum keine benannt ist',
  '{Minuten-Sicherung}': 'alle wie viele Minuten gesichert wird',
  '{Tage-Sicherung-Server}': 'Tage, die eine Sicherung auf dem Server bleibt',
  '{Tage-Sicherung-extern}': 'Tage, die eine externe Sicherung bleibt',
  '{Tage-Sicherung-PostgreSQL}': 'Tage, die eine Sicherung bei PostgreSQL auf dem Server bleibt',
  '{Tage-Sicherung-längstens}': 'die längste Frist, die eine Anfrage in einer Sicherung stehen kann',
  '{Tage-Löschvermerk}': 'Tage, die der Löschvermerk bleibt',
  '{Tage-Protokolle}': 'Tage, die die Log-Dateien bleiben',
  '{Minuten-Anfragebegrenzung}': 'das Zeitfenster der Anfragebegrenzung',
  '{Monate-Anfragen}': 'Monate, die eine Anfrage bleibt',
  '{Tage-Spamverdacht}': 'Tage, die eine Anfrage unter Spamverdacht bleibt',
  '{Jahre-Bearbeitungsprotokoll}': 'Jahre, die das Bearbeitungsprotokoll bleibt',
  '{Monate-Bewerbungen}': 'Monate, die eine Bewerbung nach dem Verfahren bleibt',
  '{E-Mail-Bewerbung}': 'die E-Mail-Adresse der Ansprechperson Karriere',
  '{E-Mail-Bewerbung-alt}': 'die ältere Bewerbungsadresse („Jetzt bewerben“)',
  '{Rechtsgrundlage-Anfrage}': 'die Rechtsgrundlage der Anfrage, wie das Häkchen im Kontaktformular',
  '{Rechtsgrundlage-Einwilligung}': 'die Rechtsgrundlage der Einwilligung, wie das Häkchen im Kontaktformular',
  '{Berufsnetzwerk}': 'das Berufsnetzwerk, auf das die Fußzeile verlinkt',
  '{Fotonetzwerk}': 'das Fotonetzwerk, auf das die Fußzeile verlinkt',
} as const

export type Placeholder = keyof typeof PLACEHOLDERS

const COPY = ['{Marke}', '{Assistent}', '{Serverstandort}', '{Hosting}', '{Antwortzeit}', '{Tage-IP-Adresse}'] as const
const CAREERS = ['{Marke}', '{Straße}', '{Ansprechperson}', '{Funktion}'] as const
/** The legal texts may use every placeholder but the four only the copy and the two only the careers page use. */
const NOT_LEGAL: readonly Placeholder[] = [...COPY.slice(1, 5), '{Ansprechperson}', '{Funktion}']
const LEGAL = (Object.keys(PLACEHOLDERS) as Placeholder[]).filter((name) => !NOT_LEGAL.includes(name))

/**
 * Which placeholders the files of a folder may use; a file under none of these is `copy` (home,
 * FAQs, tools). Each set is what the editor's help texts of those files name.
 */
export const PLACEHOLDER_AREAS = {
  'content/careers.yaml': CAREERS,
  'content/jobs/': ['{Ansprechperson}'],
  'content/guides/': ['{Marke}'],
  'content/legal/': LEGAL,
  copy: COPY,
} as const satisfies Record<string, readonly Placeholder[]>

/** The careers copy's placeholders, as its help texts list them (keystatic/careers.ts). */
export const CAREERS_PLACEHOLDERS = CAREERS

/** The German sentence that lists the allowed placeholders, for field descriptions. */
export const placeholderNote = (...names: Placeholder[]) =>
  `Platzhalter: ${names.map((name) => `${name} = ${PLACEHOLDERS[name]}`).join('; ')}.`
