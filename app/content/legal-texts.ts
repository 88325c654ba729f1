import type { DataProtectionOfficer } from '../config/site.ts'
import type { SeoContent } from './types.ts'

/**
 * The shapes of the legal texts (/legal, /privacy) and the values they cite that code decides.
 * The texts themselves are content/legal/*.yaml (keystatic/legal.ts), filled in by
 * app/content/legal.server.ts; app/content/privacy.ts and legal.ts re-export what the pages get.
 */

/**
 * The legal bases of the contact form as the privacy policy cites them ({Rechtsgrundlage-Anfrage},
 * {Rechtsgrundlage-Einwilligung}). The consent checkbox (app/content/contact.ts) cites the same
 * consent; app/content/consent.test.ts holds them together.
 */
export const CONTACT_FORM_LEGAL_BASES = {
  /** Handling the request itself: steps prior to a contract. */
  request: 'Art. 6 Abs. 1 lit. b DSGVO',
  /** Political opinions a request reveals (Art. 9 Abs. 1): explicit consent, given with the checkbox. */
  politicalOpinions: 'Art. 9 Abs. 2 lit. a DSGVO',
} as const

/** The data-protection officer's block ({Datenschutzbeauftragte}): name and how to reach them, or why there is none. */
export function dataProtectionOfficerParagraphs(officer: DataProtectionOfficer | null): string[] {
  if (!officer) {
    return [
      'Wir sind gesetzlich nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen (Art. 37 DSGVO, § 38 BDSG). Fragen zum Datenschutz richten Sie bitte an die oben genannte verantwortliche Stelle.',
    ]
  }
  return [
    `${officer.role}: ${[officer.name, officer.organisation].filter(Boolean).join(', ')}`,
    officer.address,
    `E-Mail: ${officer.email}`,
    'Mit allen Fragen zum Datenschutz und zu Ihren Rechten können Sie sich auch direkt dorthin wenden.',
  ]
}

/** One titled block inside a section of the privacy policy. */
export type PrivacySubsection = {
  /** Subsection heading (rendered one level below the section heading). */
  heading: string
  /** Running text, one string per paragraph. */
  paragraphs: readonly string[]
  /** Bullet list, rendered after the paragraphs. */
  list?: readonly string[]
}

/** One numbered section of the privacy policy. */
export type PrivacySection = {
  /** Stable anchor id (kebab-case, unique on the page). */
  id: string
  /** Language, when not the page's German (the English summary). */
  lang?: string
  /** Section heading including its number, e.g. '2. Hosting'. */
  heading: string
  /** Text directly under the section heading, rendered before the subsections. */
  paragraphs?: readonly string[]
  /** Titled blocks in display order. */
  subsections?: readonly PrivacySubsection[]
}

/** The whole privacy policy page. */
export type PrivacyPage = {
  /** Head data. */
  seo: SeoContent
  /** The page's h1. */
  headline: string
  /** Month and year the text last changed, shown as "Stand: …"; change it with the text. */
  lastUpdated: string
  /** Sections in display order. */
  sections: readonly PrivacySection[]
}

/** One block of the legal notice. */
export type LegalSection = {
  /** Stable anchor id (kebab-case, unique on the page). */
  id: string
  /** Section heading. */
  heading: string
  /** Running text, one string per paragraph; may be empty when the section is only `lines`. */
  paragraphs: readonly string[]
  /** Address-like lines shown one per line without spacing, rendered after the paragraphs. */
  lines?: readonly string[]
  /** Optional in-site link rendered after the text (label and path). */
  link?: { label: string; href: string }
  /** Blocks belonging to this section, rendered one heading level below it. */
  subsections?: readonly LegalSection[]
}

/** The whole legal notice page. */
export type LegalPage = {
  /** Head data. */
  seo: SeoContent
  /** The page's h1. */
  headline: string
  /** Short lead under the headline. */
  intro: string
  /** Sections in display order. */
  sections: readonly LegalSection[]
}
