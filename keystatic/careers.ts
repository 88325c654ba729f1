/**
 * The careers page (docs/decisions/028): its copy, the HR contact and the internships' pay, Keystatic
 * singletons under content/. The postings themselves are the `jobs` collection
 * (keystatic.config.ts); their pay line is computed from `internship` (app/content/jobs.server.ts),
 * the page's brand, address and mail links from the other singletons (app/content/careers.server.ts).
 */
import { fields, singleton } from '@keystatic/core'

import { email, longText, paragraphs, phone, text } from './fields.ts'
import { CAREERS_PLACEHOLDERS } from './placeholders.ts'

/** Refuses any `{…}` that is not one of CAREERS_PLACEHOLDERS (the build fills those in). */
const KNOWN_PLACEHOLDERS = new RegExp(
  `^(?![\\s\\S]*\\{(?!(?:${CAREERS_PLACEHOLDERS.map((name) => name.slice(1, -1)).join('|')})\\})[^}]*\\})[\\s\\S]*$`,
)

/** English copy of the careers page; may name the placeholders. */
const copy = (label: string, description = '', max = 300, multiline = false) =>
  (multiline ? longText : text)(
    label,
    `${description}${description ? ' ' : ''}Englisch (die Seite ist englisch). Platzhalter: ${CAREERS_PLACEHOLDERS.join(', ')}.`.trim(),
    {
      min: 2,
      max,
      pattern: {
        regex: KNOWN_PLACEHOLDERS,
        message: `Nur diese Platzhalter sind erlaubt: ${CAREERS_PLACEHOLDERS.join(', ')}.`,
      },
    },
  )

/** The icons the benefit cards can show (app/components/sections/careers/benefits-section.tsx maps exactly these). */
const BENEFIT_ICONS = ['Vote', 'Users', 'UtensilsCrossed', 'Laptop', 'MapPin', 'GraduationCap'] as const

const benefit = (title: string) =>
  fields.object(
    {
      icon: fields.select({
        label: 'Symbol',
        description: 'Eines der Symbole, die die Seite kennt.',
        options: BENEFIT_ICONS.map((icon) => ({ label: icon, value: icon })),
        defaultValue: 'Vote',
      }),
      description: copy('Text', 'Ein oder zwei Sätze unter dem Titel. Nur Zusagen, die wir einhalten.', 300, true),
    },
    { label: `Vorteil „${title}“`, description: 'Der Titel ist fest vorgegeben; Symbol und Text sind frei.' },
  )

const step = (title: string) =>
  fields.object(
    {
      description: copy('Was passiert', '', 400, true),
      duration: text(
        'Dauer (Englisch)',
        'Ungefähre Dauer für die Bewerbenden, z. B. „About 45 minutes“; leer lassen, wenn sie nichts aussagt.',
        { min: 0, max: 40 },
      ),
    },
    {
      label: `Schritt „${title}“`,
      description: 'Der Name des Schritts ist fest vorgegeben; Text und Dauer sind frei.',
    },
  )

/** An e-mail subject line (the address comes from the HR contact). */
const subject = (label: string) =>
  text(label, 'Betreff der E-Mail, die der Knopf öffnet; die Adresse ist die der Ansprechperson.', { min: 2, max: 80 })

/**
 * The highest statutory minimum wage known (../shared/FACTS.md, "Employment"): €14.60 an hour
 * from 1 January 2027 (€13.90 in 2026), Fifth Minimum Wage Adjustment Ordinance after the
 * Minimum Wage Commission's decision of 27 June 2025. § 22 (1) MiLoG owes it to a voluntary
 * internship longer than three months from its first day; the pay may not be set below it.
 */
export const MINIMUM_WAGE_EUR = 14.6

export const careersSingletons = {
  careers: singleton({
    label: 'Karriereseite',
    path: 'content/careers',
    format: { data: 'yaml' },
    schema: {
      seo: fields.object(
        {
          title: copy('Seitentitel', 'Im Browser-Tab und in Suchergebnissen, z. B. „Careers | {Marke}“.', 70),
          description: copy('Beschreibung', 'Für Suchergebnisse, höchstens 160 Zeichen.', 160, true),
        },
        { label: 'Suchmaschinen' },
      ),
      hero: fields.object(
        {
          kicker: copy('Zeile über der Überschrift', '', 60),
          heading: copy('Überschrift', '', 80),
          text: copy('Einleitung', '', 300, true),
          imageAlt: copy('Bildbeschreibung', 'Was das Bild zeigt, für Screenreader.', 300, true),
        },
        { label: 'Kopfbereich' },
      ),
      culture: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          paragraphs: paragraphs('Absätze', 'Genau zwei Absätze.', {
            item: copy('Absatz', '', 600, true),
            min: 2,
            max: 2,
          }),
          values: fields.array(
            fields.object({ title: copy('Wert', '', 40), description: copy('Erklärung', 'Ein Satz.', 200, true) }),
            {
              label: 'Werte',
              itemLabel: (props) => props.fields.title.value || 'Neuer Wert',
              validation: { length: { min: 1, max: 6 } },
            },
          ),
          image: fields.object(
            {
              src: fields.text({
                label: 'Bild (Pfad)',
                description: 'Unter public/uploads/, z. B. „/uploads/team.svg“.',
                validation: {
                  pattern: {
                    regex: /^\/uploads\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/,
                    message: 'Bitte einen Pfad unter /uploads/ angeben.',
                  },
                },
              }),
              width: fields.integer({
                label: 'Breite (Pixel)',
                description: 'Die Pixelbreite der Datei.',
                validation: { isRequired: true, min: 100, max: 4000 },
              }),
              height: fields.integer({
                label: 'Höhe (Pixel)',
                description: 'Die Pixelhöhe der Datei.',
                validation: { isRequired: true, min: 100, max: 4000 },
              }),
              alt: copy('Bildbeschreibung', 'Was das Bild zeigt, für Screenreader.', 300, true),
            },
            {
              label: 'Teambild',
              description: 'Breite und Höhe müssen die der Datei sein (sonst springt die Seite beim Laden).',
            },
          ),
        },
        { label: 'Unsere Kultur' },
      ),
      benefits: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          intro: copy('Einleitung', '', 200),
          meaningfulWork: benefit('Meaningful Work'),
          dynamicTeam: benefit('Dynamic Team'),
          cateringEvents: benefit('Catering & Events'),
          flexibleWork: benefit('Flexible Work Models'),
          perfectLocation: benefit('Perfect Location'),
          training: benefit('Training & Development'),
        },
        { label: 'Vorteile' },
      ),
      openings: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          intro: copy('Einleitung', 'Erklärt, warum die Anzeigen deutsch sind.', 300),
          expand: copy('Karte aufklappen', '', 40),
          collapse: copy('Karte zuklappen', '', 40),
          unsolicitedText: copy('Hinweis Initiativbewerbung', '', 300, true),
          unsolicitedLabel: copy('Knopf Initiativbewerbung', '', 60),
          unsolicitedSubject: subject('Betreff Initiativbewerbung'),
        },
        { label: 'Offene Stellen' },
      ),
      jobCard: fields.object(
        {
          responsibilities: text('Überschrift Aufgaben', 'Deutsch, wie die Anzeigen.', { min: 2, max: 40 }),
          qualifications: text('Überschrift Profil', 'Deutsch, wie die Anzeigen.', { min: 2, max: 40 }),
          benefits: text('Überschrift Angebot', 'Deutsch, wie die Anzeigen.', { min: 2, max: 40 }),
          application: text('Überschrift Bewerbung', 'Deutsch, wie die Anzeigen.', { min: 2, max: 40 }),
        },
        { label: 'Überschriften in den Stellenanzeigen' },
      ),
      process: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          intro: copy('Einleitung', '', 300),
          columns: fields.object(
            {
              step: copy('Spalte Schritt', '', 30),
              title: copy('Spalte Name', '', 30),
              description: copy('Spalte Beschreibung', '', 30),
              duration: copy('Spalte Dauer', '', 30),
            },
            { label: 'Spaltenköpfe' },
          ),
          onlineApplication: step('Online Application'),
          firstInterview: step('First Interview'),
          practicalTask: step('Practical Task'),
          finalInterview: step('Final Interview'),
          welcome: step('Welcome to the Team'),
          applySubject: subject('Betreff „Jetzt bewerben“'),
        },
        { label: 'Bewerbungsprozess' },
      ),
      hrContact: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          text: copy('Text', 'Nennt die Person: {Ansprechperson}, {Funktion}.', 300, true),
          imageAlt: copy('Bildbeschreibung', 'Z. B. „Avatar of {Ansprechperson}“.', 120),
          phoneLabel: copy('Knopf Telefon', '', 30),
          emailLabel: copy('Knopf E-Mail', '', 30),
        },
        { label: 'Ansprechperson (Karte)' },
      ),
      cta: fields.object(
        {
          heading: copy('Überschrift', '', 80),
          text: copy('Text', '', 300, true),
          buttonLabel: copy('Knopf', '', 40),
          buttonSubject: subject('Betreff des Knopfs'),
        },
        { label: 'Aufruf am Ende' },
      ),
    },
  }),
  hrContact: singleton({
    label: 'Ansprechperson Karriere',
    path: 'content/hr-contact',
    format: { data: 'yaml' },
    schema: {
      name: text(
        'Name',
        'Vor- und Nachname; steht auf der Karriereseite und in jeder Stellenanzeige („{Ansprechperson}“).',
        { min: 2, max: 80 },
      ),
      position: text('Funktion (Englisch)', 'Z. B. „HR & Recruiting Manager“; die Karriereseite ist englisch.', {
        min: 2,
        max: 60,
      }),
      email: email(
        'E-Mail-Adresse',
        'Für Bewerbungen und Fragen; Knöpfe „Initiativbewerbung“ und „Get in Touch“ schreiben an sie.',
      ),
      phone: phone('Telefon', 'Direkte Durchwahl.'),
      image: fields.text({
        label: 'Foto (Pfad)',
        description:
          'Quadratisches Bild unter public/uploads/, z. B. „/uploads/hr-contact.svg“. Nur mit Einwilligung der abgebildeten Person.',
        validation: {
          pattern: {
            regex: /^\/uploads\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/,
            message: 'Bitte einen Pfad unter /uploads/ angeben, z. B. „/uploads/hr-contact.svg“.',
          },
        },
      }),
      legacyApplicationEmail: email(
        'Bewerbungsadresse „Jetzt bewerben“',
        'Die ältere Adresse, an die der Knopf „Jetzt bewerben“ im Reiter Bewerbungsprozess schreibt.',
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
