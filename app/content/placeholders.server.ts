/**
 * Fills the placeholders of the content files ({Marke}, {Tage-Protokolle}, …) with the values of
 * the configuration, at build time only (docs/decisions/045). The names, their help texts and which
 * files may use which are one table in keystatic/placeholders.ts; the values are the table here,
 * typed by it. A placeholder the file may not use fails the build, naming the file and the field.
 */
import * as CONFIGURED_COMPANY from '#content/company'

import { type Placeholder, PLACEHOLDER_AREAS } from '../../keystatic/placeholders.ts'
import { type DataProtectionOfficer, EXTERNAL, OPERATOR } from '../config/site.ts'
import type { companyContent } from './company.server.ts'
import { RESPONSE_PROMISE } from './contact.ts'
import { CONTACT_FORM_LEGAL_BASES, dataProtectionOfficerParagraphs } from './legal-texts.ts'
import { ContentError, type ContentProblem } from './reader/read-content.ts'

type Configured = Awaited<ReturnType<typeof companyContent>>
/** The company details the values come from: content/company.yaml and its neighbours. */
export type Company = Omit<Configured, 'HR_CONTACT'> & {
  HR_CONTACT: Pick<Configured['HR_CONTACT'], 'name' | 'position' | 'email' | 'legacyApplicationEmail'>
}
const CONFIGURED: Company = CONFIGURED_COMPANY

type Area = keyof typeof PLACEHOLDER_AREAS
/** A value, or what a placeholder standing alone in a paragraph or line becomes: several of them. */
type Value = string | { alone: readonly string[]; inline?: string }

const areaOf = (file: string) =>
  (Object.keys(PLACEHOLDER_AREAS) as Area[]).find((prefix) => file.startsWith(prefix)) ?? 'copy'
const months = (days: number) => Math.round(days / 30.4)

/** The one table: each placeholder's value, from the company details and the configuration. */
function valuesOf(company: Company, area: Area): Record<Placeholder, Value> {
  const { SITE: site, HR_CONTACT: hr, SOFTWARE: software, HOSTING: hoster, MAIL: mail } = company
  const { address, company: registered } = site
  const { retention, backups } = OPERATOR
  const offsite = company.BACKUP_STORAGE
  const officer = company.DATA_PROTECTION_OFFICER as DataProtectionOfficer | null
  const agreement = software.dataProcessingAgreement ? ', with a data-processing agreement under Art. 28 GDPR' : ''
  return {
    '{Marke}': site.brand,
    '{Assistent}': EXTERNAL.sisterAi.name,
    '{Serverstandort}': software.hosting.serverLocation,
    '{Hosting}': `on servers in ${software.hosting.serverLocation}${agreement}`,
    '{Antwortzeit}': RESPONSE_PROMISE,
    '{Tage-IP-Adresse}': String(retention.ipAddressDays),
    '{Straße}': address.street,
    // A job posting names the address to write to as well (keystatic.config.ts, `applicationNote`).
    '{Ansprechperson}': area === 'content/jobs/' ? `${hr.name} (${hr.email})` : hr.name,
    '{Funktion}': hr.position,
    '{Firma}': site.legalName,
    '{Anschrift}': `${site.legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    '{PLZ}': address.postalCode,
    '{Ort}': address.city,
    '{Land}': address.country,
    '{Telefon}': site.phone,
    '{E-Mail}': site.email,
    '{Geschäftsführung}': { alone: registered.representatives, inline: registered.representatives.join(', ') },
    '{Registergericht}': registered.register,
    '{Registernummer}': registered.registerNumber,
    '{USt-IdNr}': registered.vatId,
    '{Inhaltlich-Verantwortlich}': registered.contentResponsible,
    '{Hoster}': hoster.provider,
    '{Hoster-Anschrift}': hoster.address,
    '{Hoster-Standort}': hoster.serverLocation,
    '{Mailanbieter}': mail.provider,
    '{Mailanbieter-Anschrift}': mail.address,
    '{Mailanbieter-Standort}': mail.serverLocation,
    '{Sicherung-Anbieter}': offsite.provider,
    '{Sicherung-Anschrift}': offsite.address,
    '{Sicherung-Standort}': offsite.location,
    '{Datenschutzbeauftragte}': { alone: dataProtectionOfficerParagraphs(officer) },
    '{Minuten-Sicherung}': String(backups.everyMinutes),
    '{Tage-Sicherung-Server}': String(backups.localDays),
    '{Tage-Sicherung-extern}': String(backups.offsiteDays),
    '{Tage-Sicherung-PostgreSQL}': String(backups.postgresLocalDays),
    '{Tage-Sicherung-längstens}': String(backups.longestDays),
    '{Tage-Löschvermerk}': String(retention.erasureJournalDays),
    '{Tage-Protokolle}': String(retention.logDays),
    '{Minuten-Anfragebegrenzung}': String(retention.rateLimitMinutes),
    '{Monate-Anfragen}': String(months(retention.contactRequestDays)),
    '{Tage-Spamverdacht}': String(retention.suspectedSpamDays),
    '{Jahre-Bearbeitungsprotokoll}': String(retention.auditLogYears),
    '{Monate-Bewerbungen}': String(OPERATOR.applicationRetentionMonths),
    '{E-Mail-Bewerbung}': hr.email,
    '{E-Mail-Bewerbung-alt}': hr.legacyApplicationEmail,
    '{Rechtsgrundlage-Anfrage}': CONTACT_FORM_LEGAL_BASES.request,
    '{Rechtsgrundlage-Einwilligung}': CONTACT_FORM_LEGAL_BASES.politicalOpinions,
    '{Berufsnetzwerk}': EXTERNAL.professionalNetwork.label,
    '{Fotonetzwerk}': EXTERNAL.photoNetwork.label,
  }
}

/** A placeholder is a capitalised word in braces; `{tag}` (filled in by the page) is not one. */
const PLACEHOLDER = /\{[A-ZÄÖÜ][^{}]*\}/g

/**
 * `value` with every placeholder filled (strings, in arrays and objects at any depth); a string of
 * an array that is only a placeholder with several values becomes those. Throws ContentError
 * naming `file` and each field with a placeholder its area may not use. `company` replaces parts
 * of the configured company details: those the build reads from its own root (careers, postings).
 */
export function fillPlaceholders<T>(file: string, value: T, company: Partial<Company> = {}): T {
  const area = areaOf(file)
  const allowed: readonly Placeholder[] = PLACEHOLDER_AREAS[area]
  const values = valuesOf({ ...CONFIGURED, ...company }, area)
  const problems: ContentProblem[] = []
  // The legal texts' long list is in docs/editing.md; a short one is named where the staff look.
  const hint = allowed.length > 6 ? 'docs/editing.md nennt die erlaubten' : `erlaubt: ${allowed.join(', ')}`
  const known = (name: string, path: string): Value | undefined => {
    if (allowed.includes(name as Placeholder)) return values[name as Placeholder]
    problems.push({ file, message: `${path}: unbekannter Platzhalter ${name} (${hint})` })
  }
  const text = (item: string, path: string) =>
    item.replace(PLACEHOLDER, (name) => {
      const found = known(name, path)
      if (found === undefined || typeof found === 'string') return found ?? name
      if (found.inline !== undefined) return found.inline
      problems.push({ file, message: `${path}: ${name} muss allein in einem Absatz oder einer Zeile stehen` })
      return name
    })
  const alone = (item: unknown) => (allowed.includes(item as Placeholder) ? values[item as Placeholder] : undefined)
  const fill = (item: unknown, path: string): unknown => {
    if (typeof item === 'string') return text(item, path)
    if (Array.isArray(item)) {
      return item.flatMap((element: unknown, index): readonly unknown[] => {
        const found = alone(element)
        return typeof found === 'object' ? found.alone : [fill(element, `${path}.${index}`)]
      })
    }
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, element]) => [key, fill(element, path ? `${path}.${key}` : key)]),
      )
    }
    return item
  }
  const filled = fill(value, '')
  if (problems.length > 0) throw new ContentError(problems)
  return filled as T
}
