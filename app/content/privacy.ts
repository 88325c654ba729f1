/**
 * Privacy policy (Datenschutzerklärung) for /privacy, in German, sections in a fixed order,
 * opening with a short English summary. Its text is content/legal/datenschutz.yaml
 * (keystatic/legal.ts; changed only after consulting the legal adviser, docs/editing.md); every
 * operator fact in it (hoster, mail provider, data-protection officer, retention periods, backups)
 * is a placeholder filled in from app/config/site.ts by app/content/legal.server.ts.
 *
 * It describes what this site really does and nothing else: no cookies, no analytics, no third-party
 * requests, logs without IP addresses, the contact form and its e-mails, two sessionStorage flags.
 * When the site changes (new service, new storage key, database moved to a managed provider, …)
 * the text must change with it, and so must `lastUpdated`. The page must arrive in the
 * first round trip (tests/e2e/first-paint.test.ts, ~1,000 B of brotli to spare in November 2026):
 * say each fact once and refer to it, rather than repeat it.
 */
export {
  CONTACT_FORM_LEGAL_BASES,
  dataProtectionOfficerParagraphs,
  type PrivacyPage,
  type PrivacySection,
  type PrivacySubsection,
} from './legal-texts.ts'
export { PRIVACY } from 'virtual:content/legal'
