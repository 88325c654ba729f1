/**
 * The company details the legal notice, privacy policy, footer, contact page and e-mails use
 * (docs/decisions/028): Keystatic singletons, one YAML file each under content/. Until go-live they hold
 * the fictitious demo company; `npm run check:golive` names each demo value's file and field.
 * Values made from these (the dialling links, the privacy policy's sentences) are computed in
 * app/content/company.server.ts, not stored.
 */
import { fields, singleton } from '@keystatic/core'

import { email, longText, phone, postalAddress, text } from './fields.ts'

/** A processor the privacy policy names (Art. 28 GDPR): who, where their office is, where the data stands. */
const processor = (label: string, description: string, locationLabel = 'Standort der Server') =>
  fields.object(
    {
      provider: text(
        'Firma',
        'Vollständiger Name mit Rechtsform, wie im Vertrag, z. B. „Beispiel Rechenzentren GmbH“.',
        { min: 2, max: 160 },
      ),
      address: postalAddress('Anschrift', 'Geschäftsanschrift des Dienstleisters.'),
      location: text(
        locationLabel,
        'Ort und Land, z. B. „Frankfurt am Main, Deutschland“. So steht es in der Datenschutzerklärung.',
        { min: 2, max: 160 },
      ),
    },
    { label, description },
  )

/** German opening hours: „Montag bis Freitag 7–19 Uhr“. */
const GERMAN_HOURS = /^[A-ZÄÖÜ][a-zäöü]+(?: bis [A-ZÄÖÜ][a-zäöü]+)? \d{1,2}(?:[.:]\d{2})?–\d{1,2}(?:[.:]\d{2})? Uhr$/
/** English opening hours: "Monday to Friday 7:00 AM to 7:00 PM". */
const ENGLISH_HOURS = /^[A-Z][a-z]+(?: to [A-Z][a-z]+)? \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M$/

const hours = (label: string, german: boolean, example: string) =>
  text(
    label,
    `${german ? 'Deutsch' : 'Englisch'}, genau in dieser Form: „${example}“. Berliner Zeit (MEZ im Winter, MESZ im Sommer).`,
    {
      min: 10,
      max: 60,
      pattern: { regex: german ? GERMAN_HOURS : ENGLISH_HOURS, message: `Bitte in der Form „${example}“ schreiben.` },
    },
  )

export const companySingletons = {
  company: singleton({
    label: 'Firmenangaben',
    path: 'content/company',
    format: { data: 'yaml' },
    schema: {
      brand: text('Marke', 'Der Name in Kopfzeile, Seitentiteln und E-Mails, z. B. „Mandatwerk“.', { min: 2, max: 40 }),
      legalName: text(
        'Firma (mit Rechtsform)',
        'Wie im Handelsregister eingetragen, mit Rechtsform (§ 35a GmbHG, § 5 DDG), z. B. „Mandatwerk GmbH“.',
        {
          min: 5,
          max: 100,
          pattern: {
            regex: /\b(?:GmbH|gGmbH|UG \(haftungsbeschränkt\)|AG|KG|OHG|GbR|e\. ?K\.|PartG(?: mbB)?|eG|e\. ?V\.)$/,
            message: 'Die Firma endet mit ihrer Rechtsform, z. B. „GmbH“ oder „UG (haftungsbeschränkt)“.',
          },
        },
      ),
      tagline: text(
        'Kurzbeschreibung',
        'Ein Satz ohne Schlusspunkt, Englisch (die Seite ist englisch); steht in der Fußzeile und in Vorschaubildern.',
        { min: 2, max: 120 },
      ),
      email: email('E-Mail-Adresse', 'Allgemeine Kontaktadresse: Impressum, Fußzeile, Kontaktseite.'),
      phone: phone('Telefon', 'Zentrale Nummer: Impressum, Fußzeile, Kontaktseite, E-Mails.'),
      address: fields.object(
        {
          street: text('Straße und Hausnummer', 'Eine ladungsfähige Anschrift (§ 5 DDG), kein Postfach.', {
            min: 4,
            max: 80,
          }),
          postalCode: fields.text({
            label: 'Postleitzahl',
            description: 'Fünf Ziffern.',
            validation: { pattern: { regex: /^\d{5}$/, message: 'Eine deutsche Postleitzahl hat fünf Ziffern.' } },
          }),
          city: text('Ort', 'Z. B. „Berlin“.', { min: 2, max: 60 }),
          country: text('Land', 'Ausgeschrieben, z. B. „Deutschland“.', { min: 2, max: 60 }),
          countryCode: fields.text({
            label: 'Ländercode',
            description: 'Zwei Großbuchstaben nach ISO 3166-1, z. B. „DE“ (für Suchmaschinen).',
            validation: { pattern: { regex: /^[A-Z]{2}$/, message: 'Zwei Großbuchstaben, z. B. „DE“.' } },
          }),
        },
        { label: 'Anschrift', description: 'Geschäftsanschrift für Impressum, Fußzeile und Kontaktseite.' },
      ),
      representatives: fields.array(text('Name', 'Vor- und Nachname.', { min: 2, max: 80 }), {
        label: 'Geschäftsführung',
        description:
          'Alle Geschäftsführerinnen und Geschäftsführer (§ 35a GmbHG verlangt jeden Namen in Geschäftsbriefen und E-Mails).',
        itemLabel: (props) => props.value || 'Neuer Name',
        validation: { length: { min: 1, max: 8 } },
      }),
      register: text(
        'Registergericht',
        'Das Amtsgericht, das das Handelsregister führt, z. B. „Amtsgericht Berlin-Charlottenburg“.',
        {
          min: 14,
          max: 80,
          pattern: {
            regex: /^Amtsgericht [A-ZÄÖÜ]/,
            message: 'Bitte mit „Amtsgericht“ beginnen, z. B. „Amtsgericht Berlin-Charlottenburg“.',
          },
        },
      ),
      registerNumber: fields.text({
        label: 'Registernummer',
        description:
          'Abteilung und Nummer wie im Registerauszug, z. B. „HRB 123456 B“ (der Buchstabe am Ende nur, wenn das Gericht ihn vergibt).',
        validation: {
          pattern: {
            regex: /^(?:HRA|HRB|GnR|PR|VR) \d{1,6}(?: [A-Z]{1,2})?$/,
            message: 'Bitte „HRB“ (oder HRA, GnR, PR, VR), Leerzeichen, Nummer schreiben, z. B. „HRB 123456 B“.',
          },
        },
      }),
      vatId: fields.text({
        label: 'Umsatzsteuer-Identifikationsnummer',
        description:
          'Nach § 27a UStG, steht im Impressum: „DE“ und neun Ziffern ohne Leerzeichen, z. B. „DE123456789“.',
        validation: {
          pattern: { regex: /^DE\d{9}$/, message: 'Bitte „DE“ und genau neun Ziffern ohne Leerzeichen eingeben.' },
        },
      }),
      contentResponsible: text(
        'Inhaltlich verantwortlich',
        'Name der Person nach § 18 Abs. 2 MStV (mit Anschrift der Firma im Impressum).',
        { min: 2, max: 80 },
      ),
      seat: text(
        'Sitz der Gesellschaft',
        'Ort des Sitzes laut Gesellschaftsvertrag (§ 35a GmbHG); kann vom Büro-Ort abweichen.',
        { min: 2, max: 60 },
      ),
    },
  }),
  contactHours: singleton({
    label: 'Öffnungszeiten',
    path: 'content/contact-hours',
    format: { data: 'yaml' },
    schema: {
      weekdays: hours('Werktags (Englisch)', false, 'Monday to Friday 7:00 AM to 7:00 PM'),
      saturday: hours('Samstag (Englisch)', false, 'Saturday 9:00 AM to 5:00 PM'),
      timezone: text('Zeitzone (Englisch)', 'Z. B. „Berlin time, CET/CEST“.', { min: 2, max: 40 }),
      weekdaysDe: hours('Werktags (Deutsch)', true, 'Montag bis Freitag 7–19 Uhr'),
      saturdayDe: hours('Samstag (Deutsch)', true, 'Samstag 9–17 Uhr'),
      timezoneDe: text('Zeitzone (Deutsch)', 'Z. B. „Berliner Zeit“.', { min: 2, max: 40 }),
    },
  }),
  operations: singleton({
    label: 'Dienstleister und Datenschutz',
    path: 'content/operations',
    format: { data: 'yaml' },
    schema: {
      hosting: processor(
        'Hosting',
        'Wer den Server betreibt (Auftragsverarbeiter, Art. 28 DSGVO); die Datenschutzerklärung nennt ihn in Abschnitt 2.',
      ),
      mail: processor(
        'E-Mail-Anbieter',
        'Wer die E-Mails versendet und das Postfach hält; steht in der Datenschutzerklärung.',
      ),
      backupStorage: processor(
        'Externe Datensicherung',
        'Wer die verschlüsselte Kopie der Kontaktdatenbank speichert (RESTIC_REPOSITORY, docs/deploy.md „Backups“).',
        'Standort des Speichers',
      ),
      dataProtectionOfficer: fields.conditional(
        fields.checkbox({
          label: 'Datenschutzbeauftragte Person benannt',
          description:
            'Pflicht u. a. ab 20 Personen, die ständig mit personenbezogenen Daten arbeiten (§ 38 BDSG). Nicht angehakt: Die Datenschutzerklärung sagt, dass keine benannt ist.',
          defaultValue: true,
        }),
        {
          true: fields.object({
            role: text(
              'Bezeichnung',
              'Wie die Datenschutzerklärung die Person einführt, z. B. „Externe Datenschutzbeauftragte“.',
              { min: 2, max: 60 },
            ),
            name: text('Name', 'Vor- und Nachname, ggf. mit Titel.', { min: 2, max: 80 }),
            organisation: text('Firma', 'Bei externen Beauftragten die Firma; bei Angestellten leer lassen.', {
              min: 0,
              max: 100,
            }),
            address: postalAddress('Anschrift', 'Postanschrift der beauftragten Person.'),
            email: email(
              'E-Mail-Adresse',
              'Direkter Kontakt (Art. 37 Abs. 7 DSGVO: die Kontaktdaten sind zu veröffentlichen).',
            ),
          }),
          false: fields.empty(),
        },
      ),
    },
  }),
  software: singleton({
    label: 'Software: Betrieb und Vertrag',
    path: 'content/software',
    format: { data: 'yaml' },
    schema: {
      hostingProvider: text('Hosting-Anbieter der Tools', 'Firma mit Rechtsform; Tools- und Startseite nennen sie.', {
        min: 2,
        max: 160,
      }),
      serverLocation: text(
        'Serverstandort (Englisch)',
        'Land auf Englisch, wie die Seiten es nennen, z. B. „Germany“. Nur, was der Vertrag zusichert.',
        { min: 2, max: 40 },
      ),
      dataProcessingAgreement: fields.checkbox({
        label: 'Auftragsverarbeitungsvertrag für alle Kunden',
        description:
          'Nur anhaken, wenn jeder Kunde vor der ersten Eingabe einen AV-Vertrag nach Art. 28 DSGVO erhält – die Seiten sagen es dann.',
        defaultValue: true,
      }),
      aiModels: longText(
        'KI-Modelle (Englisch)',
        'Ein Satz auf Englisch: wo die Sprachmodelle laufen und wohin Daten gehen. Nur Zusagen, die technisch stimmen.',
        { min: 20, max: 300 },
      ),
      minimumTermMonths: fields.integer({
        label: 'Mindestlaufzeit (Monate)',
        description: 'Mindestlaufzeit der Monatspreise.',
        validation: { isRequired: true, min: 1, max: 24 },
      }),
      notice: text('Kündigungsfrist (Englisch)', 'Z. B. „one month’s notice to the end of a month“.', {
        min: 2,
        max: 80,
      }),
      withCampaignSupport: text(
        '„Inklusive bei Kampagnenbetreuung“ heißt (Englisch)',
        'Was die Zusage für den Preis bedeutet.',
        { min: 2, max: 160 },
      ),
    },
  }),
}
