/**
 * Site configuration: every name, address and outside URL the site shows lives here,
 * so an operator replaces the fictitious data in one place (see README, "Configuration").
 *
 * The company is fictitious. Domains use the reserved `.example` TLD (RFC 2606) and the
 * phone numbers are made up, so nothing here points at a real person or business.
 * `npm run check:golive` (server/golive-check.ts) lists every value that is still the
 * shipped demo value, with where to change it.
 */
import { BUILD_YEAR } from './build-year.ts'

export const SITE = {
  /** Brand wordmark, used in the header, titles, emails and structured data. */
  brand: 'Mandatwerk',
  /** Registered company name for the legal notice. */
  legalName: 'Mandatwerk GmbH',
  tagline: 'Political campaign consultancy and campaign software from Berlin',
  email: 'kontakt@mandatwerk.example',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  address: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  /** Opening hours shown on the contact page (SPEC 2.4), in Berlin time (SPEC 10: CET in winter, CEST in summer). */
  hours: {
    weekdays: 'Monday to Friday 7:00 AM to 7:00 PM',
    saturday: 'Saturday 9:00 AM to 5:00 PM',
    timezone: 'Berlin time, CET/CEST',
    /** The same hours for German copy (confirmation email). */
    weekdaysDe: 'Montag bis Freitag 7–19 Uhr',
    saturdayDe: 'Samstag 9–17 Uhr',
    timezoneDe: 'Berliner Zeit',
  },
  /** Promised response time in hours (SPEC 9). */
  responseHours: 24,
  /** Data for the legal notice (§ 5 DDG); all fictitious, replace before going live. */
  company: {
    representatives: ['Jonas Weber'],
    register: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 000000 B',
    vatId: 'DE000000000',
    contentResponsible: 'Jonas Weber',
    /** Registered seat (Sitz) for § 35a GmbHG business details in emails; may differ from the office's city. */
    seat: 'Berlin',
  },
  /** SPEC 10: from 2022 to the year the site was built. */
  copyright: { from: 2022, to: BUILD_YEAR },
} as const

/**
 * Facts about how the site is operated that the privacy policy and the careers page state.
 * Fictitious like the company data above; replace them before going live (`npm run check:golive`).
 */
export const OPERATOR = {
  /** Processor that runs the server (Art. 28 GDPR); the privacy policy names it, section 2. */
  hosting: {
    provider: 'Havelnetz Rechenzentren GmbH',
    address: 'Am Borsigturm 100, 13507 Berlin',
    /** Where the server, and with it the contact database, stands. */
    serverLocation: 'Berlin, Deutschland',
  },
  /** Mail provider that sends the emails (SMTP_URL) and holds the consultancy's mailbox (CONTACT_INBOX). */
  mail: {
    provider: 'Mailhafen GmbH',
    address: 'Großer Burstah 30, 20457 Hamburg',
    /** Where the provider's mail servers, and with them the mailbox, stand. */
    serverLocation: 'Hamburg, Deutschland',
  },
  /**
   * Data-protection officer (Art. 37 GDPR, § 38 BDSG), or `null` when none has to be
   * appointed: the privacy policy then says so instead.
   */
  dataProtectionOfficer: {
    role: 'Externe Datenschutzbeauftragte',
    name: 'Dr. Katrin Albers',
    organisation: 'Albers Datenschutzberatung',
    address: 'Schönhauser Allee 36, 10435 Berlin',
    email: 'datenschutz@mandatwerk.example',
  } as DataProtectionOfficer | null,
  /**
   * Pay of both internships. § 22 (1) MiLoG: a voluntary internship longer than three months
   * is owed the statutory minimum wage from its first day; 15,40 € is above it for 2026
   * (13,90 €) and 2027 (14,60 €), Fifth Minimum Wage Adjustment Ordinance. Tested in
   * app/content/careers.test.ts against that table.
   */
  internship: { hourlyPayEur: 15.4, fullTimeHoursPerWeek: 40 },
  /** Unsuccessful applications are deleted this many months after the procedure ends (AGG claims: 2 + 3 months). */
  applicationRetentionMonths: 6,
  /**
   * How long data is kept, as the software and the deployment guarantee it (privacy policy,
   * section 4). contactRequestDays is the server's CONTACT_RETENTION_DAYS default
   * (server/contact/retention.ts), logDays the log rotation of deploy/, suspectedSpamDays the
   * quarantine's purge, rateLimitMinutes the longest window of CONTACT_RATE_LIMIT the policy allows,
   * auditLogYears the years after the end of an entry's year that the office's audit log keeps it
   * (the regular limitation period, § 195 with § 199 (1) BGB; server/contact/retention.ts).
   * server/privacy-claims.test.ts pins the first to the server.
   */
  retention: { contactRequestDays: 365, suspectedSpamDays: 30, logDays: 14, rateLimitMinutes: 10, auditLogYears: 3 },
  /**
   * Backups of the contact database (privacy policy, section 4; docs/deploy.md, "Backups"):
   * every 15 minutes (deploy/mandatwerk-backup.timer), kept `localDays` on the server
   * (BACKUP_KEEP_DAYS of deploy/mandatwerk-backup.service) and `offsiteDays` in the encrypted
   * off-site copy (server/backup/offsite.ts). `offsite`: who stores that copy and where – the
   * restic repository the operator configures (RESTIC_REPOSITORY). server/privacy-claims.test.ts
   * pins the figures to the deployment.
   */
  backups: {
    everyMinutes: 15,
    localDays: 2,
    offsiteDays: 14,
    offsite: {
      provider: 'Spreespeicher Datensicherung GmbH',
      address: 'Lützowufer 12, 10785 Berlin',
      /** Where the provider's storage, and with it the encrypted copy, stands. */
      location: 'Frankfurt am Main, Deutschland',
    },
  },
} as const

/** The person the privacy policy names as data-protection officer. */
export type DataProtectionOfficer = {
  /** How the policy introduces them, e.g. 'Externe Datenschutzbeauftragte' or 'Datenschutzbeauftragter'. */
  role: string
  name: string
  /** Firm of an external officer; empty for an employee. */
  organisation: string
  /** Postal address, one line. */
  address: string
  email: string
}

/** External destinations; every one opens in a new tab with rel="noopener noreferrer". */
export const EXTERNAL = {
  /** Sister AI product for political mandate holders (SPEC 1). */
  sisterAi: { name: 'Mandatwerk Assist', url: 'https://assist.mandatwerk.example/' },
  /** AI Act Article 4 training (certificate of attendance) offered by the red banner (SPEC 1, 10). */
  aiActTraining: 'https://akademie.mandatwerk.example/ki-kompetenz-art-4',
  /** Professional network and photo-sharing network profiles (footer). */
  professionalNetwork: { label: 'LinkedIn', url: 'https://linkedin.example/company/mandatwerk' },
  photoNetwork: { label: 'Instagram', url: 'https://instagram.example/mandatwerk' },
  /** Live demos of the three tools (SPEC 2.11). */
  demos: {
    'wahlkampf-hq': 'https://hq-demo.mandatwerk.example/',
    'tuer-zu-tuer-planer': 'https://tuer-zu-tuer-demo.mandatwerk.example/',
    kampagnenwebsite: 'https://kampagnenwebsite-demo.mandatwerk.example/',
  },
} as const

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. The build writes it
 * with `Expires` = build date + `validDays` (RFC 9116 recommends less than a year), so the
 * file lapses unless the site is rebuilt: the running server warns 30 days before
 * (docs/deploy.md, "Renewing security.txt"). `contact`: mailto: or https: URIs, first preferred.
 */
export const SECURITY_TXT = {
  contact: ['mailto:security@mandatwerk.example'],
  validDays: 180,
  preferredLanguages: ['de', 'en'],
} as const

/** HR contact for the careers page (SPEC 3, HR contact). */
export const HR_CONTACT = {
  name: 'Lea Hoffmann',
  position: 'HR & Recruiting Manager',
  email: 'karriere@mandatwerk.example',
  phone: '+49 30 1234567-20',
  phoneHref: 'tel:+4930123456720',
  image: '/uploads/hr-contact.svg',
  /** The 'Jetzt bewerben' tab button mails an address on the older domain (SPEC 2.5). */
  legacyApplicationEmail: 'bewerbung@mandatwerk-kampagnen.example',
} as const

/**
 * The founder's digital contact card (SPEC 2.14). The two card paths are derived from
 * `slug`: `/{slug}-{token}` (password-gated) and `/{slug}-direct-access`.
 */
export const FOUNDER_CARD = {
  firstName: 'Jonas',
  lastName: 'Weber',
  name: 'Jonas Weber',
  title: 'Gründer & Geschäftsführer',
  organisation: 'Mandatwerk GmbH',
  mobile: '+49 151 00000000',
  office: '+49 30 1234567-0',
  email: 'jonas.weber@mandatwerk.example',
  website: 'https://mandatwerk.example',
  slug: 'jonas-weber',
  token: 'k7m2q9',
} as const

export const CARD_PATHS = {
  gated: `/${FOUNDER_CARD.slug}-${FOUNDER_CARD.token}`,
  direct: `/${FOUNDER_CARD.slug}-direct-access`,
} as const

/**
 * How the campaign tools and the AI toolset (beta) are run, and the tools' contract terms: the
 * facts behind what the tools page and the home page's AI section claim ("servers in Germany",
 * the data-processing agreement, where the AI runs; "included with campaign support", minimum
 * term, notice). Fictitious like the company data; the go-live check lists them until replaced.
 */
export const SOFTWARE = {
  /** Who hosts the tools' and the AI toolset's data, and where (English: the pages are English). */
  hosting: { provider: 'Havelnetz Rechenzentren GmbH', serverLocation: 'Germany' },
  /** Every customer gets a data-processing agreement under Art. 28 GDPR before any data is entered. */
  dataProcessingAgreement: true,
  /** Where the AI toolset's language models run; the home page states it. */
  aiModels:
    'The AI features use language models running on the same servers; no data goes to AI providers outside the EU.',
  /** Contract terms of the monthly prices. */
  terms: {
    minimumTermMonths: 3,
    notice: 'one month’s notice to the end of a month',
    /** What "included with campaign support" means for the price. */
    withCampaignSupport: 'free of charge, setup included, for as long as our campaign support runs',
  },
} as const
