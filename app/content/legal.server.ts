/**
 * The legal notice and the privacy policy as the pages read them (app/content/legal-texts.ts),
 * from content/legal/*.yaml (read and validated against keystatic/legal.ts). Runs at build time
 * (`virtual:content/legal`, app/content/reader/modules/index.ts) and in plain Node, never in the browser.
 *
 * Filled in, not stored: every value the configuration holds – company details, processors,
 * retention and backup periods, the legal bases the consent checkbox cites, the data-protection
 * officer – through placeholders such as {Tage-Protokolle} (app/content/placeholders.server.ts). A
 * placeholder the legal texts may not use fails with the file and the field named, so the text
 * cannot name a period the server does not keep.
 */
import type { Entry } from '@keystatic/core/reader'

import type keystaticConfig from '../../keystatic.config.ts'
import { paragraphs } from './guides.server.ts'
import type { LegalPage, LegalSection, PrivacyPage, PrivacySection } from './legal-texts.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import { ContentError, readSingletonEntry } from './reader/read-content.ts'

const fail = (file: string, field: string, message: string): never => {
  throw new ContentError([{ file, message: `${field}: ${message}` }])
}

/** The privacy policy and the legal notice as stored: the types Keystatic infers from keystatic/legal.ts. */
type Singletons = (typeof keystaticConfig)['singletons']
type StoredPrivacy = Entry<Singletons['privacyPolicy']>
type StoredLegal = Entry<Singletons['legalNotice']>

/** The privacy policy from its file: sections and subsections as the page lists them. */
function privacyPage(stored: StoredPrivacy, file: string): PrivacyPage {
  const sections = stored.sections.map((section, index): PrivacySection => {
    const at = `sections.${index}`
    const text = paragraphs(section.paragraphs, file, `${at}.paragraphs`)
    const subsections = section.subsections.map((sub, subIndex) => {
      const subAt = `${at}.subsections.${subIndex}`
      return {
        heading: sub.heading,
        paragraphs: paragraphs(sub.paragraphs, file, `${subAt}.paragraphs`),
        ...(sub.list.length > 0 ? { list: sub.list } : {}),
      }
    })
    return {
      id: section.id,
      ...(section.lang === 'de' ? {} : { lang: section.lang }),
      heading: section.heading,
      ...(text.length > 0 ? { paragraphs: text } : {}),
      ...(subsections.length > 0 ? { subsections } : {}),
    }
  })
  return fillPlaceholders(file, { seo: stored.seo, headline: stored.headline, lastUpdated: stored.lastUpdated, sections })
}

/** A section of the legal notice, or one of its subsections (which have none of their own). */
type StoredLegalBlock = StoredLegal['sections'][number] | StoredLegal['sections'][number]['subsections'][number]

function legalSection(block: StoredLegalBlock, file: string, at: string): LegalSection {
  const subsections = ('subsections' in block ? block.subsections : []).map((sub, index) => legalSection(sub, file, `${at}.subsections.${index}`))
  if (block.link.label && !block.link.href.startsWith('/')) fail(file, `${at}.link.href`, 'eine Seite dieser Website, z. B. „/privacy“')
  return {
    id: block.id,
    heading: block.heading,
    paragraphs: paragraphs(block.paragraphs, file, `${at}.paragraphs`),
    ...(block.lines.length > 0 ? { lines: block.lines } : {}),
    ...(block.link.label ? { link: { label: block.link.label, href: block.link.href } } : {}),
    ...(subsections.length > 0 ? { subsections } : {}),
  }
}

/** The legal notice from its file. */
function legalPage(stored: StoredLegal, file: string): LegalPage {
  const sections = stored.sections.map((section, index) => legalSection(section, file, `sections.${index}`))
  return fillPlaceholders(file, { seo: stored.seo, headline: stored.headline, intro: stored.intro, sections })
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
