/**
 * The one schema of the site's editable content (docs/decisions/028). The editor's
 * forms come from it (`npm run editor`), and the build reads every file under content/ through
 * Keystatic's reader against it (app/content/reader/read-content.ts), so a file that breaks a rule
 * here stops the build with a message naming the file and the field.
 *
 * Labels and descriptions are German: the consultancy's staff edit with them. The rules a lawyer
 * would add belong in the descriptions (and, where a pattern can say it, in `validation`).
 * Values computed from others – the internship's pay, the HR contact's name and address – are
 * not stored here but filled in by app/content/jobs.server.ts.
 */
import { collection, config, fields } from '@keystatic/core'

import { bannerSingletons } from './keystatic/banner.ts'
import { careersSingletons } from './keystatic/careers.ts'
import { companySingletons } from './keystatic/company.ts'
import { contactFaq } from './keystatic/contact-faq.ts'
import { lines, longText, text } from './keystatic/fields.ts'
import { guideHub, guides } from './keystatic/guides.ts'
import { home } from './keystatic/home.ts'
import { legalSingletons } from './keystatic/legal.ts'
import { tools, toolsPage } from './keystatic/tools.ts'

/** Placeholder in a posting's application note for the HR contact's name and e-mail address. */
export const HR_CONTACT_PLACEHOLDER = '{Ansprechperson}'

/** A posting's German list of lines (tasks, profile, offer): one to twelve, each a full line. */
const JOB_LINES = { item: text('Zeile', undefined, { min: 3, max: 300 }), max: 12 }

export default config({
  storage: { kind: 'local' },
  locale: 'de-DE',
  ui: { brand: { name: 'Mandatwerk' } },
  singletons: {
    home,
    'tools-page': toolsPage,
    'contact-faq': contactFaq,
    guideHub,
    ...companySingletons,
    ...careersSingletons,
    ...bannerSingletons,
    ...legalSingletons,
  },
  collections: {
    tools,
    jobs: collection({
      label: 'Stellenanzeigen',
      path: 'content/jobs/*',
      format: { data: 'yaml' },
      slugField: 'title',
      columns: ['title', 'order'],
      entryLayout: 'form',
      schema: {
        title: fields.slug({
          name: {
            label: 'Stellentitel',
            description:
              'Titel der Stelle, z. B. „Praktikum (bezahlt) Beratung & Medien“. Ohne Geschlechtsangabe: „(m/w/d)“ hängt die Seite selbst an (AGG: eine Stellenanzeige spricht alle Geschlechter an). Keine Altersangaben wie „junges Team“ oder „Berufseinsteiger bis 30“.',
            validation: {
              length: { min: 5, max: 90 },
              pattern: {
                regex: /^(?![\s\S]*\([mwdx]\/)[\s\S]*$/,
                message: 'Bitte ohne „(m/w/d)“ – die Seite hängt die Geschlechtsangabe selbst an.',
              },
            },
          },
          slug: {
            label: 'Dateiname',
            description: 'Name der Datei unter content/jobs/; wird aus dem Titel gebildet.',
          },
        }),
        order: fields.integer({
          label: 'Reihenfolge',
          description:
            'Position auf der Karriereseite: kleinere Zahlen stehen weiter oben (1 = erste Anzeige). Zum Umsortieren die Zahlen tauschen.',
          defaultValue: 10,
          validation: { isRequired: true, min: 1, max: 99 },
        }),
        genderTag: fields.select({
          label: 'Geschlechtsangabe',
          description: 'Steht hinter dem Titel. Eine der AGG-konformen Schreibweisen; im Zweifel „(m/w/d)“.',
          options: [
            { label: '(m/w/d)', value: '(m/w/d)' },
            { label: '(w/m/d)', value: '(w/m/d)' },
          ],
          defaultValue: '(m/w/d)',
        }),
        location: text('Arbeitsort', 'Ort der Stelle, z. B. „Berlin“.', { min: 2, max: 60 }),
        type: text('Arbeitszeit oder Dauer', 'Z. B. „Teilzeit oder Vollzeit“ oder „ab 3 Monaten“.', {
          min: 2,
          max: 60,
        }),
        remote: fields.checkbox({
          label: 'Remote möglich',
          description: 'Angehakt: Die Karte zeigt „Remote möglich“, sonst „Vor Ort“.',
          defaultValue: false,
        }),
        description: longText(
          'Einleitung',
          'Ein Absatz über die Stelle. Keine Wörter, die Gerichte als Alters- oder Herkunftsbenachteiligung gewertet haben (AGG): nicht „junges Team“, nicht „Muttersprache Deutsch“ – stattdessen z. B. „sehr gute Deutschkenntnisse“.',
          { min: 40, max: 900 },
        ),
        responsibilities: lines('Deine Aufgaben', 'Was die Person tun wird, eine Aufgabe pro Zeile.', JOB_LINES),
        qualifications: lines(
          'Dein Profil',
          'Was die Person mitbringen sollte. Nur Anforderungen, die für die Stelle nötig sind; Sprachkenntnisse als Niveau („sehr gute Deutschkenntnisse“), nie als Herkunft.',
          JOB_LINES,
        ),
        paidInternship: fields.checkbox({
          label: 'Bezahltes Praktikum',
          description:
            'Angehakt: Unter „Das bieten wir“ steht als erste Zeile die Vergütung, berechnet aus dem Stundenlohn in der Konfiguration (mindestens Mindestlohn, § 22 MiLoG). Den Betrag nicht selbst eintippen.',
          defaultValue: true,
        }),
        benefits: lines(
          'Das bieten wir',
          'Was wir bieten, eine Leistung pro Zeile. Nur Zusagen, die wir einhalten.',
          JOB_LINES,
        ),
        applicationNote: longText(
          'Bewerbung',
          `Wie man sich bewirbt. Muss ${HR_CONTACT_PLACEHOLDER} enthalten: dort setzt die Seite Namen und E-Mail-Adresse der Ansprechperson ein. Nur Unterlagen verlangen, die nötig sind (kein Foto, kein Geburtsdatum).`,
          {
            min: 20,
            max: 600,
            pattern: {
              regex: /\{Ansprechperson\}/,
              message: `Der Text muss ${HR_CONTACT_PLACEHOLDER} enthalten (Name und E-Mail-Adresse der Ansprechperson).`,
            },
          },
        ),
        applicationPrompt: longText(
          'Frage im Formular zu „Apply Now“',
          '„Apply Now“ öffnet das Bewerbungsformular dieser Stelle; dieser Text steht dort über dem Nachrichtenfeld. Nur erfragen, was die Anzeige unter „Bewerbung“ verlangt (das Formular nimmt keine Dateien an). Keine Fragen nach Alter, Herkunft, Familienstand oder Foto (AGG).',
          { min: 20, max: 400 },
        ),
      },
    }),
    guides,
  },
})
