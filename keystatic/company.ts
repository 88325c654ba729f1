/**
 * The company details the legal notice, privacy policy, footer, contact page and e-mails use
 * (docs/decisions/028): Keystatic singletons, one YAML file each under content/. Until go-live they hold
 * the fictitious demo company; `npm run check:golive` names each demo value's file and field.
 * Values made from these (the dialling links, the privacy policy's sentences) are computed in
 * app/content/company.server.ts, not stored.
 */
import { fields, singleton } from '@keystatic/core'

import { email, line, phone, postalAddress } from './fields.ts'

/** A processor the privacy policy names (Art. 28 GDPR): who, where their office is, where the data stands. */
const processor = (label: string, description: string, locationLabel = 'Standort der Server') =>
  fields.object(
    {
      provider: line(
        'Firma',
        'Vollständiger Name mit Rechtsform, wie im Vertrag, z. B. „Beispiel Rechenzentren GmbH“.',
      ),
      address: postalAddress('Anschrift', 'Geschäftsanschrift des Dienstleisters.'),
      location: line(
        locationLabel,
        'Ort und Land, z. B. „Frankfurt am Main, Deutschland“. So steht es in der Datenschutzerklärung.',
      ),
    },
    { label, description },
  )

/** German opening hours: „Montag bis Freitag 7–19 Uhr“. */
const GERMAN_HOURS = /^[A-ZÄÖÜ][a-zäöü]+(?: bis [A-ZÄÖÜ][a-zäöü]+)? \d{1,2}(?:[.:]\d{2})?–\d{1,2}(?:[.:]\d{2})? Uhr$/
/** English opening hours: "Monday to Friday 7:00 AM to 7:00 PM". */
const ENGLISH_HOURS = /^[A-Z][a-z]+(?: to [A-Z][a-z]+)? \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M$/

const hours = (label: string, german: boolean, example: string) =>
  fields.text({
    label,
    description: `${german ? 'Deutsch' : 'Englisch'}, genau in dieser Form: „${example}“. Berliner Zeit (MEZ im Winter, MESZ im Sommer).`,
    validation: {
      length: { min: 10, max: 60 },
      pattern: { regex: german ? GERMAN_HOURS : ENGLISH_HOURS, message: `Bitte in der Form „${example}“ schreiben.` },
    },
  })

export const companySingletons = {
  company: singleton({
    label: 'Firmenangaben',
    path: 'content/company',
    format: { data: 'yaml' },
    schema: {
      brand: line('Marke', 'Der Name in Kopfzeile, Seitentiteln und E-Mails, z. B. „Mandatwerk“.', 40),
      legalName: fields.text({
        label: 'Firma (mit Rechtsform)',
        description:
          'Wie im Handelsregister eingetragen, mit Rechtsform (§ 35a GmbHG, § 5 DDG), z. B. „Mandatwerk GmbH“.',
        validation: {
          length: { min: 5, max: 100 },
          pattern: {
            regex: /\b(?:GmbH|gGmbH|UG \(haftungsbeschränkt\)|AG|KG|OHG|GbR|e\. ?K\.|PartG(?: mbB)?|eG|e\. ?V\.)$/,
            message: 'Die Firma endet mit ihrer Rechtsform, z. B. „GmbH“ oder „UG (haftungsbeschränkt)“.',
          },
        },
      }),
      tagline: line(
        'Kurzbeschreibung',
        'Ein Satz ohne Schlusspunkt, Englisch (die Seite ist englisch); steht in der Fußzeile und in Vorschaubildern.',
        120,
      ),
      email: email('E-Mail-Adresse', 'Allgemeine Kontaktadresse: Impressum, Fußzeile, Kontaktseite.'),
      phone: phone('Telefon', 'Zentrale Nummer: Impressum, Fußzeile, Kontaktseite, E-Mails.'),
      address: fields.object(
        {
          street: line('Straße und Hausnummer', 'Eine ladungsfähige Anschrift (§ 5 DDG), kein Postfach.', 80, 4),
          postalCode: fields.text({
            label: 'Postleitzahl',
            description: 'Fünf Ziffern.',
            validation: { pattern: { regex: /^\d{5}$/, message: 'Eine deutsche Postleitzahl hat fünf Ziffern.' } },
          }),
          city: line('Ort', 'Z. B. „Berlin“.', 60),
          country: line('Land', 'Ausgeschrieben, z. B. „Deutschland“.', 60),
          countryCode: fields.text({
            label: 'Ländercode',
            description: 'Zwei Großbuchstaben nach ISO 3166-1, z. B. „DE“ (für Suchmaschinen).',
            validation: { pattern: { regex: /^[A-Z]{2}$/, message: 'Zwei Großbuchstaben, z. B. „DE“.' } },
          }),
        },
        { label: 'Anschrift', description: 'Geschäftsanschrift für Impressum, Fußzeile und Kontaktseite.' },
      ),
      representatives: fields.array(line('Name', 'Vor- und Nachname.', 80), {
        label: 'Geschäftsführung',
        description:
          'Alle Geschäftsführerinnen und Geschäftsführer (§ 35a GmbHG verlangt jeden Namen in Geschäftsbriefen und E-Mails).',
        itemLabel: (props) => props.value || 'Neuer Name',
        validation: { length: { min: 1, max: 8 } },
      }),
      register: fields.text({
        label: 'Registergericht',
        description: 'Das Amtsgericht, das das Handelsregister führt, z. B. „Amtsgericht Berlin-Charlottenburg“.',
        validation: {
          length: { min: 14, max: 80 },
          pattern: {
            regex: /^Amtsgericht [A-ZÄÖÜ]/,
            message: 'Bitte mit „Amtsgericht“ beginnen, z. B. „Amtsgericht Berlin-Charlottenburg“.',
          },
        },
      }),
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
      contentResponsible: line(
        'Inhaltlich verantwortlich',
        'Name der Person nach § 18 Abs. 2 MStV (mit Anschrift der Firma im Impressum).',
        80,
      ),
      seat: line(
        'Sitz der Gesellschaft',
        'Ort des Sitzes laut Gesellschaftsvertrag (§ 35a GmbHG); kann vom Büro-Ort abweichen.',
        60,
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
      timezone: line('Zeitzone (Englisch)', 'Z. B. „Berlin time, CET/CEST“.', 40),
      weekdaysDe: hours('Werktags (Deutsch)', true, 'Montag bis Freitag 7–19 Uhr'),
      saturdayDe: hours('Samstag (Deutsch)', true, 'Samstag 9–17 Uhr'),
      timezoneDe: line('Zeitzone (Deutsch)', 'Z. B. „Berliner Zeit“.', 40),
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
            role: line(
              'Bezeichnung',
              'Wie die Datenschutzerklärung die Person einführt, z. B. „Externe Datenschutzbeauftragte“.',
              60,
            ),
            name: line('Name', 'Vor- und Nachname, ggf. mit Titel.', 80),
            organisation: fields.text({
              label: 'Firma',
              description: 'Bei externen Beauftragten die Firma; bei Angestellten leer lassen.',
              validation: { length: { max: 100 } },
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
      hostingProvider: line('Hosting-Anbieter der Tools', 'Firma mit Rechtsform; Tools- und Startseite nennen sie.'),
      serverLocation: line(
        'Serverstandort (Englisch)',
        'Land auf Englisch, wie die Seiten es nennen, z. B. „Germany“. Nur, was der Vertrag zusichert.',
        40,
      ),
      dataProcessingAgreement: fields.checkbox({
        label: 'Auftragsverarbeitungsvertrag für alle Kunden',
        description:
          'Nur anhaken, wenn jeder Kunde vor der ersten Eingabe einen AV-Vertrag nach Art. 28 DSGVO erhält – die Seiten sagen es dann.',
        defaultValue: true,
      }),
      aiModels: fields.text({
        label: 'KI-Modelle (Englisch)',
        description:
          'Ein Satz auf Englisch: wo die Sprachmodelle laufen und wohin Daten gehen. Nur Zusagen, die technisch stimmen.',
        multiline: true,
        validation: { length: { min: 20, max: 300 } },
      }),
      minimumTermMonths: fields.integer({
        label: 'Mindestlaufzeit (Monate)',
        description: 'Mindestlaufzeit der Monatspreise.',
        validation: { isRequired: true, min: 1, max: 24 },
      }),
      notice: line('Kündigungsfrist (Englisch)', 'Z. B. „one month’s notice to the end of a month“.', 80),
      withCampaignSupport: line(
        '„Inklusive bei Kampagnenbetreuung“ heißt (Englisch)',
        'Was die Zusage für den Preis bedeutet.',
        160,
      ),
    },
  }),
}
