/**
 * Site configuration: every name, address and outside URL the site shows, in one place.
 *
 * The company details, contact hours, processors, software terms and the HR contact are content:
 * the staff edit them in the editor (`npm run editor`; files under content/, schema in
 * keystatic/company.ts and keystatic/careers.ts), and this module re-exports them with the same
 * names as before. What is configuration, not copy – links, the security.txt contacts, the contact
 * card and its paths, the figures the software and deployment guarantee – stays here.
 *
 * The shipped company is fictitious. Domains use the reserved `.example` TLD (RFC 2606) and the
 * phone numbers are made up, so nothing here points at a real person or business.
 * `npm run check:golive` (server/golive-check.ts) lists every value that is still the shipped
 * demo value, with the content file and field (or the line here) where to change it.
 */
import {
  BACKUP_STORAGE,
  DATA_PROTECTION_OFFICER,
  HOSTING,
  HR_CONTACT,
  INTERNSHIP,
  MAIL,
  SITE,
  SOFTWARE,
} from '#content/company'

/**
 * Brand, registered name, tagline, e-mail, phone and address, and the legal notice's data
 * (§ 5 DDG: managing directors, register, VAT id; § 35a GmbHG: seat) from content/company.yaml;
 * the opening hours (Berlin time) from content/contact-hours.yaml. The promised
 * response time and the copyright years (to the build year) are code, set where
 * the object is put together (app/content/company.server.ts).
 */
export { SITE }

/** Days an off-site backup copy is kept (server/backup/offsite.ts) – and pgBackRest's retention. */
const OFFSITE_DAYS = 14
/** pgBackRest's backups stay on the server up to this long (see `OPERATOR.backups`). */
const POSTGRES_LOCAL_DAYS = OFFSITE_DAYS + 2
/** The longest an erased request can remain in some backup copy: PostgreSQL's, then off-site. */
const LONGEST_BACKUP_DAYS = POSTGRES_LOCAL_DAYS + OFFSITE_DAYS

/**
 * Facts about how the site is operated that the privacy policy and the careers page state. The
 * processors (hosting, mail, off-site backups) and the data-protection officer (Art. 37 GDPR,
 * § 38 BDSG; `null` when none has to be appointed: the privacy policy then says so) come from
 * content/operations.yaml, the internships' pay from content/internship.yaml (the schema holds
 * it at or above the minimum wage, § 22 (1) MiLoG).
 */
export const OPERATOR = {
  hosting: HOSTING,
  mail: MAIL,
  dataProtectionOfficer: DATA_PROTECTION_OFFICER as DataProtectionOfficer | null,
  internship: INTERNSHIP,
  /** Unsuccessful applications are deleted this many months after the procedure ends (AGG claims: 2 + 3 months). */
  applicationRetentionMonths: 6,
  /**
   * How long data is kept, as the software and the deployment guarantee it (privacy policy,
   * section 4). contactRequestDays is the server's CONTACT_RETENTION_DAYS default
   * (server/contact/retention.ts), logDays the log rotation of deploy/, suspectedSpamDays the
   * quarantine's purge, rateLimitMinutes the longest window of CONTACT_RATE_LIMIT the policy allows,
   * auditLogYears the years after the end of an entry's year that the office's audit log keeps it
   * (the regular limitation period, § 195 with § 199 (1) BGB; server/contact/retention.ts),
   * erasureJournalDays how long the erasure journal remembers an erased request's id (a day
   * longer than any backup that can hold the request, `backups.longestDays`: a restore within
   * that time must erase it again; docs/decisions/025), ipAddressDays after how many days the
   * retention job clears a stored request's IP address (nothing reads it after abuse handling).
   * server/privacy-claims.test.ts pins the first to the server.
   */
  retention: {
    contactRequestDays: 365,
    suspectedSpamDays: 30,
    logDays: 14,
    rateLimitMinutes: 10,
    auditLogYears: 3,
    erasureJournalDays: LONGEST_BACKUP_DAYS + 1,
    ipAddressDays: 30,
  },
  /**
   * Backups of the contact database (privacy policy, section 4; docs/deploy.md, "Backups"):
   * every 15 minutes (deploy/mandatwerk-backup.timer), kept `localDays` on the server
   * (BACKUP_KEEP_DAYS of deploy/mandatwerk-backup.service) and `offsiteDays` in the encrypted
   * off-site copy (server/backup/offsite.ts). On PostgreSQL pgBackRest keeps its backups and
   * their WAL on the server up to `postgresLocalDays`: a full backup expires once the next one,
   * taken within a day and a quarter of an hour, is itself older than `offsiteDays`
   * (deploy/pgbackrest.conf). The off-site copy of that
   * repository is kept `offsiteDays` more, so an erased request can be in some copy for up to
   * `longestDays`. `offsite`: who stores that copy and where – the restic repository the
   * operator configures (RESTIC_REPOSITORY), from content/operations.yaml.
   * server/privacy-claims.test.ts pins the figures to the deployment.
   */
  backups: {
    everyMinutes: 15,
    localDays: 2,
    postgresLocalDays: POSTGRES_LOCAL_DAYS,
    offsiteDays: OFFSITE_DAYS,
    longestDays: LONGEST_BACKUP_DAYS,
    offsite: BACKUP_STORAGE,
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

/**
 * The careers page's contact person from content/hr-contact.yaml; its
 * 'Jetzt bewerben' button mails `legacyApplicationEmail`, an address on the older domain.
 */
export { HR_CONTACT }

/**
 * How the campaign tools and the AI toolset (beta) are run, and the tools' contract terms: the
 * facts behind what the tools page and the home page's AI section claim ("servers in Germany",
 * the data-processing agreement, where the AI runs; "included with campaign support", minimum
 * term, notice), from content/software.yaml.
 */
export { SOFTWARE }

/**
 * Links, the security.txt contacts and the contact card: configuration, not copy, in
 * app/config/links.ts (which imports nothing, so the editor's schema can use it without a cycle).
 */
export { CARD_PATHS, EXTERNAL, FOUNDER_CARD, SECURITY_TXT } from './links.ts'
