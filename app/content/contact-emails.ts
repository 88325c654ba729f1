/**
 * Copy of the two emails a contact request sends (app/emails/*.tsx).
 *
 * The notification goes to the consultancy's own inbox in Berlin, so it is German. The
 * confirmation goes to the requester and is bilingual, German first: the form is English,
 * but the German guides send their readers to it too (/kontakt → /contact), so many
 * requesters read German; one email serves both without guessing a language.
 *
 * The confirmation deliberately repeats nothing the requester typed except the campaign
 * type (a fixed choice): whoever enters someone else's address must not be able to send
 * that person text of their choosing through our mail server.
 */
import { CARD_PATHS, HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'
import { CONTACT_OUTCOME_PATHS } from '../lib/contact-outcome-paths.ts'
import { type CampaignType, WORKING_DAYS } from './contact.ts'

/** German names of the campaign types, as in the privacy policy. */
export const CAMPAIGN_TYPE_DE: Record<CampaignType, string> = {
  local: 'Kommunalwahl',
  state: 'Landtagswahl',
  federal: 'Bundestagswahl',
  european: 'Europawahl',
  mayor: 'Bürgermeisterwahl',
  other: 'Sonstiges',
}

export const NOTIFICATION_EMAIL = {
  /** `{name}` and `{campaign}` are filled in; both are one-line, control-character-free fields. */
  subject: 'Neue Kontaktanfrage: {name} ({campaign})',
  preview: 'Neue Anfrage über das Kontaktformular – bitte innerhalb von {hours} Stunden an Werktagen antworten.',
  heading: 'Neue Kontaktanfrage',
  intro: 'Über das Kontaktformular der Website ist eine Anfrage für ein kostenloses Erstgespräch eingegangen.',
  labels: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    organization: 'Organisation',
    campaign_type: 'Wahlkampf',
    prefer_phone: 'Rückruf bevorzugt',
    received: 'Eingegangen',
    reference: 'Vorgang',
    message: 'Nachricht',
  },
  yes: 'Ja, bitte telefonisch melden',
  no: 'Nein',
  notGiven: '–',
  replyHint:
    'Mit „Antworten“ schreiben Sie direkt an die anfragende Person. Wir haben eine Antwort innerhalb von {hours} Stunden an Werktagen zugesagt.',
  footer:
    'Automatisch erzeugt von {site}. Die Anfrage ist in der Datenbank gespeichert (npm run requests -- show {id}).',
} as const

export const CONFIRMATION_EMAIL = {
  subject: `Ihre Anfrage bei ${SITE.brand} / Your request to ${SITE.brand}`,
  preview: `Vielen Dank – wir melden uns innerhalb von ${SITE.responseHours} Stunden an Werktagen. / Thank you – we'll get back to you within ${SITE.responseHours} hours on working days.`,
  de: {
    heading: 'Vielen Dank für Ihre Anfrage',
    greeting: 'Guten Tag,',
    body: [
      `vielen Dank für Ihr Interesse an einem kostenlosen Erstgespräch. Ihre Anfrage ist am {received} bei uns eingegangen. Wir melden uns innerhalb von ${SITE.responseHours} Stunden an Werktagen (${WORKING_DAYS.de}) bei Ihnen{byPhone}.`,
      'Im Erstgespräch besprechen wir Ihre Ausgangslage, Ihre Ziele und Ihren Zeitplan. Danach erhalten Sie auf Wunsch ein Festpreisangebot für den vereinbarten Umfang.',
    ],
    byPhone: ' – wie gewünscht telefonisch',
    summary: { campaign: 'Wahlkampf', reference: 'Vorgangsnummer' },
    urgent: `Drängt eine Frist? Dann rufen Sie uns gern an: ${SITE.phone} (${SITE.hours.weekdaysDe}, ${SITE.hours.saturdayDe}, ${SITE.hours.timezoneDe}).`,
    signoff: ['Mit freundlichen Grüßen', `Ihr Team von ${SITE.brand}`],
  },
  en: {
    separator: 'English version',
    heading: 'Thank you for your request',
    greeting: 'Hello,',
    body: [
      `Thank you for your interest in a free initial consultation. We received your request on {received} and will get back to you within ${SITE.responseHours} hours on working days (${WORKING_DAYS.en}){byPhone}.`,
      'In the initial consultation we discuss your starting position, goals and timeline. Afterwards, if you wish, we will send you a fixed-price quote for the agreed scope.',
    ],
    byPhone: ', by phone as you asked',
    summary: { campaign: 'Campaign type', reference: 'Reference' },
    urgent: `Is a deadline coming up? Then please call us on ${SITE.phone} (${SITE.hours.weekdays}, ${SITE.hours.saturday}, ${SITE.hours.timezone}).`,
    signoff: ['Kind regards', `The ${SITE.brand} team`],
  },
  notYou:
    'Sie haben keine Anfrage gesendet? Dann hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail ignorieren. Auf Wunsch löschen wir die Angaben umgehend. / If you did not send this request, someone else entered your email address. You can ignore this email; if you ask us to, we will delete the details straight away.',
} as const

/**
 * The two e-mails of an application (docs/decisions/035): the notification goes to the
 * HR contact (`inbox`, content/hr-contact.yaml), the confirmation to the applicant – bilingual
 * like the request's, repeating only the job's title (a fixed choice). `{job}` is the job's title
 * (the release's `jobs`), `{name}` and `{received}` as in the request's e-mails. The form takes no
 * files, so the confirmation says where the CV goes, as the careers page does.
 */
export const APPLICATION_EMAIL = {
  /** Receives every application's notification (the notification of a consultation goes to CONTACT_INBOX). */
  inbox: HR_CONTACT.email,
  notification: {
    subject: 'Neue Bewerbung: {name} – {job}',
    preview: 'Neue Bewerbung über das Bewerbungsformular der Website.',
    heading: 'Neue Bewerbung',
    intro: 'Über das Bewerbungsformular der Website („Apply Now“ bei einer Stellenanzeige) ist eine Bewerbung eingegangen.',
    job: 'Stelle',
    replyHint: `Mit „Antworten“ schreiben Sie direkt an die Person, die sich beworben hat. Der Server löscht die Bewerbung ${OPERATOR.applicationRetentionMonths} Monate nach ihrem Eingang (Datenschutzerklärung, „Bewerbungen“); kommt ein Beschäftigungs- oder Praktikumsverhältnis zustande, nehmen Sie sie vorher in die Personalakte auf. Löschen Sie diese E-Mail und Ihre Antworten nach derselben Frist.`,
  },
  confirmation: {
    subject: `Ihre Bewerbung bei ${SITE.brand} / Your application to ${SITE.brand}`,
    preview: `Vielen Dank für Ihre Bewerbung – ${HR_CONTACT.name} meldet sich per E-Mail bei Ihnen. / Thank you for your application – ${HR_CONTACT.name} will get back to you by email.`,
    de: {
      heading: 'Vielen Dank für Ihre Bewerbung',
      body: [
        `vielen Dank für Ihre Bewerbung. Sie ist am {received} bei uns eingegangen; ${HR_CONTACT.name}, unsere Ansprechperson für Bewerbungen, meldet sich per E-Mail bei Ihnen.`,
        `Das Formular nimmt keine Dateien an: Ihren Lebenslauf senden Sie bitte als eine einzige PDF-Datei an ${HR_CONTACT.email} und nennen dabei die Vorgangsnummer unten.`,
        `Kommt kein Beschäftigungs- oder Praktikumsverhältnis zustande, löschen wir Ihre Bewerbung ${OPERATOR.applicationRetentionMonths} Monate nach ihrem Eingang, außer bei einem Rechtsstreit (Einzelheiten in unserer Datenschutzerklärung unter „Bewerbungen“).`,
      ],
      summary: { job: 'Stelle' },
      signoff: ['Mit freundlichen Grüßen', `Ihr Team von ${SITE.brand}`],
    },
    en: {
      heading: 'Thank you for your application',
      body: [
        `Thank you for your application. We received it on {received}; ${HR_CONTACT.name}, who looks after applications, will get back to you by email.`,
        `The form takes no files: please send your CV as a single PDF to ${HR_CONTACT.email} and quote the reference number below.`,
        `If your application does not lead to employment or an internship, we delete it ${OPERATOR.applicationRetentionMonths} months after it arrived, save for a legal dispute (details in our privacy policy, section “Bewerbungen”).`,
      ],
      summary: { job: 'Position' },
      signoff: ['Kind regards', `The ${SITE.brand} team`],
    },
    notYou:
      'Sie haben sich nicht beworben? Dann hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail ignorieren. Auf Wunsch löschen wir die Angaben umgehend. / If you did not send this application, someone else entered your email address. You can ignore this email; if you ask us to, we will delete the details straight away.',
  },
} as const

/**
 * The plain-text notice of a quarantined request (suspected spam; docs/decisions/012 in the
 * project). Its subject starts with `[Spamverdacht]`, so a mail filter can sort it. It
 * carries no Reply-To: the address in a bot's request may be a stranger's.
 */
export const SPAM_NOTICE_EMAIL = {
  subjectPrefix: '[Spamverdacht]',
  intro:
    'Diese Anfrage sieht nach Spam aus und liegt in der Quarantäne: Sie ist gespeichert, die anfragende Person hat keine Bestätigung erhalten.',
  reason: 'Grund',
  reasons: {
    honeypot: 'das für Menschen unsichtbare Feld wurde ausgefüllt',
    'too-fast': 'das Formular wurde schneller abgeschickt, als ein Mensch es ausfüllen kann',
    'fill-time-missing': 'die Ausfüllzeit fehlt (nicht über das Formular der Website gesendet)',
    'fill-time-malformed': 'die Ausfüllzeit ist ungültig',
  } as Record<string, string>,
  released: 'inzwischen freigegeben',
  release:
    'Ist es eine echte Anfrage? Dann geben Sie sie frei – sie erhält ihre Bestätigung und Sie die normale Benachrichtigung:',
  releaseCommand: 'npm run requests -- release {id}',
  /** `{days}`: the quarantine's period (QUARANTINE_RETENTION_DAYS), filled in by server/contact/compose-email.ts. */
  retention:
    'Nicht freigegebene Anfragen löscht der Server nach {days} Tagen; bitte löschen Sie dann auch diesen Hinweis (Datenschutzerklärung, Abschnitt 6).',
  /** `{perHour}`: SPAM_NOTICES_PER_HOUR, filled in like `{days}`. */
  limit: 'Solche Hinweise kommen höchstens {perHour} pro Stunde; alle Fälle zeigt: npm run requests -- quarantine',
} as const

/**
 * In the notification when the requester got no confirmation (the abuse limits, docs/decisions/012
 * in the project). The numbers are the server's settings (CONTACT_CONFIRMATIONS_PER_RECIPIENT,
 * _PER_DOMAIN, _PER_HOUR), filled in when the e-mail is composed. The request records only that
 * one of the two 24-hour caps was reached, so the note names both, each with its own number.
 */
export const CONFIRMATION_SKIPPED_NOTE = {
  label: 'Bestätigung',
  'recipient-limit':
    'nicht gesendet – eine der Obergrenzen für 24 Stunden war erreicht: höchstens {perRecipient} Bestätigungen an dieselbe Adresse, höchstens {perDomain} an alle Adressen der Domain @{domain} zusammen. Bitte direkt antworten.',
  /** The same when the per-domain cap is off (CONTACT_CONFIRMATIONS_PER_DOMAIN=0). */
  'recipient-limit-no-domain-cap':
    'nicht gesendet – die Obergrenze für 24 Stunden war erreicht: höchstens {perRecipient} Bestätigungen an dieselbe Adresse. Bitte direkt antworten.',
  'hourly-limit':
    'nicht gesendet – die Obergrenze von höchstens {perHour} Bestätigungen pro Stunde war erreicht (ungewöhnlich viele Anfragen). Bitte direkt antworten.',
} as const

/**
 * The notification's line on which pages brought the request (docs/decisions/017 in the
 * project), e.g. 'Gekommen über: www.google.com → Wahlkampfkosten-Ratgeber → Kontakt'.
 */
export const ATTRIBUTION_LINE = {
  label: 'Gekommen über',
  /**
   * How the notification names the site's own pages. The guides and the hub are named by the
   * build from their content (their `shortTitle`, the hub's heading); any other path is shown as it is.
   */
  pages: {
    '/': 'Startseite',
    '/contact': 'Kontakt',
    '/careers': 'Karriere',
    '/campaign-tools': 'Wahlkampf-Tools',
    '/legal': 'Impressum',
    '/privacy': 'Datenschutzerklärung',
    [CARD_PATHS.gated]: 'Digitale Kontaktkarte',
    [CARD_PATHS.direct]: 'Digitale Kontaktkarte',
    // The answers to a form sent without JavaScript (docs/decisions/031).
    [CONTACT_OUTCOME_PATHS.sent.en]: 'Anfrage gesendet',
    [CONTACT_OUTCOME_PATHS.sent.de]: 'Anfrage gesendet',
    [CONTACT_OUTCOME_PATHS.problem.en]: 'Anfrage nicht gesendet',
    [CONTACT_OUTCOME_PATHS.problem.de]: 'Anfrage nicht gesendet',
  } as Record<string, string>,
  /** Between the steps. */
  arrow: ' → ',
  /** In place of the first page when the visit began before the page that sent the form was loaded. */
  earlier: '…',
  /** After the contact page when it was the first page and no other site linked to it. */
  direct: '(direkt aufgerufen)',
  /** When the request carries nothing about where it came from (an older request, another client). */
  unknown: 'nicht übermittelt',
  /** Before the UTM values of the landing address: 'Kampagnenlink: source=newsletter, medium=email'. */
  utm: 'Kampagnenlink',
} as const
