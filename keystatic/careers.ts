/**
 * The careers page's settings (issue 28): the HR contact and the internships' pay, Keystatic
 * singletons under content/. The postings themselves are the `jobs` collection
 * (keystatic.config.ts); their pay line is computed from `internship` (app/content/jobs.server.ts).
 */
import { fields, singleton } from '@keystatic/core'

import { email, line, phone } from './fields.ts'

/**
 * The highest statutory minimum wage known (../shared/FACTS.md, "Employment"): €14.60 an hour
 * from 1 January 2027 (€13.90 in 2026), Fifth Minimum Wage Adjustment Ordinance after the
 * Minimum Wage Commission's decision of 27 June 2025. § 22 (1) MiLoG owes it to a voluntary
 * internship longer than three months from its first day; the pay may not be set below it.
 */
export const MINIMUM_WAGE_EUR = 14.6

export const careersSingletons = {
  hrContact: singleton({
    label: 'Ansprechperson Karriere',
    path: 'content/hr-contact',
    format: { data: 'yaml' },
    schema: {
      name: line('Name', 'Vor- und Nachname; steht auf der Karriereseite und in jeder Stellenanzeige („{Ansprechperson}“).', 80),
      position: line('Funktion (Englisch)', 'Z. B. „HR & Recruiting Manager“; die Karriereseite ist englisch.', 60),
      email: email('E-Mail-Adresse', 'Für Bewerbungen und Fragen; Knöpfe „Initiativbewerbung“ und „Get in Touch“ schreiben an sie.'),
      phone: phone('Telefon', 'Direkte Durchwahl.'),
      image: fields.text({
        label: 'Foto (Pfad)',
        description: 'Quadratisches Bild unter public/uploads/, z. B. „/uploads/hr-contact.svg“. Nur mit Einwilligung der abgebildeten Person.',
        validation: {
          pattern: {
            regex: /^\/uploads\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/,
            message: 'Bitte einen Pfad unter /uploads/ angeben, z. B. „/uploads/hr-contact.svg“.',
          },
        },
      }),
      legacyApplicationEmail: email(
        'Bewerbungsadresse „Jetzt bewerben“',
        'Die ältere Adresse, an die der Knopf „Jetzt bewerben“ im Reiter Bewerbungsprozess schreibt (SPEC 2.5).',
      ),
    },
  }),
  internship: singleton({
    label: 'Praktikumsvergütung',
    path: 'content/internship',
    format: { data: 'yaml' },
    schema: {
      hourlyPayEur: fields.number({
        label: 'Stundenlohn (€ brutto)',
        description: `Gilt für beide Praktika. Mindestens der gesetzliche Mindestlohn: ${MINIMUM_WAGE_EUR.toFixed(2).replace('.', ',')} € ab 1. Januar 2027 (13,90 € in 2026; Fünfte Mindestlohnanpassungsverordnung). Ein freiwilliges Praktikum über drei Monate hat ab dem ersten Tag Anspruch darauf (§ 22 Abs. 1 MiLoG). Die Monatsangabe der Anzeigen wird daraus berechnet.`,
        step: 0.01,
        validation: { isRequired: true, min: MINIMUM_WAGE_EUR, max: 100 },
      }),
      fullTimeHoursPerWeek: fields.integer({
        label: 'Vollzeit (Stunden pro Woche)',
        description: 'Für die Monatsangabe: Stundenlohn × Wochenstunden × 52 ÷ 12. Höchstens 48 (§ 3 ArbZG).',
        validation: { isRequired: true, min: 1, max: 48 },
      }),
    },
  }),
}
