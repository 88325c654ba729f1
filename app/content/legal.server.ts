/**
 * The legal notice and the privacy policy as the pages read them (app/content/legal-texts.ts),
 * from content/legal/*.yaml (read and validated against keystatic/legal.ts). Runs at build time
 * (`virtual:content/legal`, app/content/reader/modules/index.ts) and in plain Node, never in the browser.
 *
 * Filled in here, not stored: every value the configuration holds – company details, processors,
 * retention and backup periods, the legal bases the consent checkbox cites, the data-protection
 * officer – through placeholders such as {Tage-Protokolle}. A placeholder this file does not know
 * fails with the file and the field named, so the text cannot name a period the server does not keep.
 */
import type { Entry } from '@keystatic/core/reader'

import type keystaticConfig from '../../keystatic.config.ts'
import { EXTERNAL, HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'
import { paragraphs as markdocParagraphs } from './guides.server.ts'
import {
  CONTACT_FORM_LEGAL_BASES,
  dataProtectionOfficerParagraphs,
  type LegalPage,
  type LegalSection,
  type PrivacyPage,
  type PrivacySection,
} from './legal-texts.ts'
import { ContentError, readSingletonEntry } from './reader/read-content.ts'

const { address, company } = SITE
const { retention, backups, hosting, mail } = OPERATOR
const months = (days: number) => Math.round(days / 30.4)

/** Placeholder name → its value; docs/editing.md lists them for the staff. */
export const LEGAL_PLACEHOLDERS: Record<string, string> = {
  Marke: SITE.brand,
  Firma: SITE.legalName,
  Anschrift: `${SITE.legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
  Straße: address.street,
  PLZ: address.postalCode,
  Ort: address.city,
  Land: address.country,
  Telefon: SITE.phone,
  'E-Mail': SITE.email,
  Geschäftsführung: company.representatives.join(', '),
  Registergericht: company.register,
  Registernummer: company.registerNumber,
  'USt-IdNr': company.vatId,
  'Inhaltlich-Verantwortlich': company.contentResponsible,
  Hoster: hosting.provider,
  'Hoster-Anschrift': hosting.address,
  'Hoster-Standort': hosting.serverLocation,
  Mailanbieter: mail.provider,
  'Mailanbieter-Anschrift': mail.address,
  'Mailanbieter-Standort': mail.serverLocation,
  'Sicherung-Anbieter': backups.offsite.provider,
  'Sicherung-Anschrift': backups.offsite.address,
  'Sicherung-Standort': backups.offsite.location,
  'Minuten-Sicherung': String(backups.everyMinutes),
  'Tage-Sicherung-Server': String(backups.localDays),
  'Tage-Sicherung-extern': String(backups.offsiteDays),
  'Tage-Sicherung-PostgreSQL': String(backups.postgresLocalDays),
  'Tage-Sicherung-längstens': String(backups.longestDays),
  'Tage-Löschvermerk': String(retention.erasureJournalDays),
  'Tage-Protokolle': String(retention.logDays),
  'Tage-IP-Adresse': String(retention.ipAddressDays),
  'Minuten-Anfragebegrenzung': String(retention.rateLimitMinutes),
  'Monate-Anfragen': String(months(retention.contactRequestDays)),
  'Tage-Spamverdacht': String(retention.suspectedSpamDays),
  'Jahre-Bearbeitungsprotokoll': String(retention.auditLogYears),
  'Monate-Bewerbungen': String(OPERATOR.applicationRetentionMonths),
  'E-Mail-Bewerbung': HR_CONTACT.email,
  'E-Mail-Bewerbung-alt': HR_CONTACT.legacyApplicationEmail,
  'Rechtsgrundlage-Anfrage': CONTACT_FORM_LEGAL_BASES.request,
  'Rechtsgrundlage-Einwilligung': CONTACT_FORM_LEGAL_BASES.politicalOpinions,
  Berufsnetzwerk: EXTERNAL.professionalNetwork.label,
  Fotonetzwerk: EXTERNAL.photoNetwork.label,
}

/** Placeholders that stand alone in a paragraph or line and become several of them. */
const EXPANDING: Record<string, () => readonly string[]> = {
  '{Datenschutzbeauftragte}': () => dataProtectionOfficerParagraphs(OPERATOR.dataProtectionOfficer),
  '{Geschäftsführung}': () => company.representatives,
}

const fail = (file: string, field: string, message: string): never => {
  throw new ContentError([{ file, message: `${field}: ${message}` }])
}

/** The text with every placeholder filled in; an unknown one fails naming the file and field. */
function filled(text: string, file: string, field: string): string {
  return text.replace(/\{([^{}\s]+)\}/g, (placeholder, name: string) => {
    const value = LEGAL_PLACEHOLDERS[name]
    return value ?? fail(file, field, `unbekannter Platzhalter ${placeholder} (docs/editing.md nennt die bekannten)`)
  })
}

/** Paragraphs or lines, with standalone list placeholders expanded and the others filled in. */
function filledAll(texts: readonly string[], file: string, field: string): string[] {
  return texts.flatMap((text) => EXPANDING[text]?.() ?? [filled(text, file, field)])
}

type Markdoc = Parameters<typeof markdocParagraphs>[0]
const prose = (value: Markdoc, file: string, field: string) =>
  filledAll(markdocParagraphs(value, file, field), file, field)

type StoredSeo = { title: string; description: string }
const seoOf = (seo: StoredSeo, file: string) => ({
  title: filled(seo.title, file, 'seo.title'),
  description: filled(seo.description, file, 'seo.description'),
})

/** The privacy policy and the legal notice as stored: the types Keystatic infers from keystatic/legal.ts. */
type Singletons = (typeof keystaticConfig)['singletons']
type StoredPrivacy = Entry<Singletons['privacyPolicy']>
type StoredLegal = Entry<Singletons['legalNotice']>

/** The privacy policy from its file: sections and subsections as the page lists them. */
function privacyPage(stored: StoredPrivacy, file: string): PrivacyPage {
  const sections = stored.sections.map((section, index): PrivacySection => {
    const at = `sections.${index}`
    const text = prose(section.paragraphs, file, `${at}.paragraphs`)
    const subsections = section.subsections.map((sub, subIndex) => {
      const subAt = `${at}.subsections.${subIndex}`
      const list = filledAll(sub.list, file, `${subAt}.list`)
      return {
        heading: filled(sub.heading, file, `${subAt}.heading`),
        paragraphs: prose(sub.paragraphs, file, `${subAt}.paragraphs`),
        ...(list.length > 0 ? { list } : {}),
      }
    })
    return {
      id: section.id,
      ...(section.lang === 'de' ? {} : { lang: section.lang }),
      heading: filled(section.heading, file, `${at}.heading`),
      ...(text.length > 0 ? { paragraphs: text } : {}),
      ...(subsections.length > 0 ? { subsections } : {}),
    }
  })
  return {
    seo: seoOf(stored.seo, file),
    headline: filled(stored.headline, file, 'headline'),
    lastUpdated: stored.lastUpdated,
    sections,
  }
}

/** A section of the legal notice, or one of its subsections (which have none of their own). */
type StoredLegalBlock = StoredLegal['sections'][number] | StoredLegal['sections'][number]['subsections'][number]

function legalSection(block: StoredLegalBlock, file: string, at: string): LegalSection {
  const lines = filledAll(block.lines, file, `${at}.lines`)
  const subsections = ('subsections' in block ? block.subsections : []).map((sub, index) => legalSection(sub, file, `${at}.subsections.${index}`))
  if (block.link.label && !block.link.href.startsWith('/')) fail(file, `${at}.link.href`, 'eine Seite dieser Website, z. B. „/privacy“')
  return {
    id: block.id,
    heading: filled(block.heading, file, `${at}.heading`),
    paragraphs: prose(block.paragraphs, file, `${at}.paragraphs`),
    ...(lines.length > 0 ? { lines } : {}),
    ...(block.link.label ? { link: { label: filled(block.link.label, file, `${at}.link.label`), href: block.link.href } } : {}),
    ...(subsections.length > 0 ? { subsections } : {}),
  }
}

/** The legal notice from its file. */
function legalPage(stored: StoredLegal, file: string): LegalPage {
  return {
    seo: seoOf(stored.seo, file),
    headline: filled(stored.headline, file, 'headline'),
    intro: filled(stored.intro, file, 'intro'),
    sections: stored.sections.map((section, index) => legalSection(section, file, `sections.${index}`)),
  }
}

/** Both legal texts, read, validated and filled in; the files they came from. */
export async function legalTexts(root: string) {
  const privacy = await readSingletonEntry(root, 'privacyPolicy')
  const legal = await readSingletonEntry(root, 'legalNotice')
  return {
    PRIVACY: privacyPage(privacy.entry, privacy.file),
    LEGAL: legalPage(legal.entry, legal.file),
    files: [privacy.file, legal.file],
  }
}
