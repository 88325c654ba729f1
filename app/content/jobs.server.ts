/**
 * Job postings as the careers page shows them, computed from the files under content/jobs/
 * (read and validated by app/content/reader/read-content.ts against keystatic.config.ts). Runs at
 * build time only: the Vite plugin (scripts/content/content-plugin.ts) hands the finished list
 * to the page as a plain module, so no content-loading code reaches the browser.
 */
import type { Entry } from '@keystatic/core/reader'

import type keystaticConfig from '../../keystatic.config.ts'
import type { JobForm } from './careers.ts'
import { type Company, fillPlaceholders } from './placeholders.server.ts'

const euro = (amount: number, digits: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)

/**
 * Pay of an internship, from content/internship.yaml (OPERATOR.internship): per hour, and per month in full time
 * (hours per week × 52 weeks ÷ 12 months, rounded to 10 €).
 */
export function internshipPay({
  hourlyPayEur,
  fullTimeHoursPerWeek,
}: {
  hourlyPayEur: number
  fullTimeHoursPerWeek: number
}): string {
  const monthly = Math.round((hourlyPayEur * fullTimeHoursPerWeek * 52) / 12 / 10) * 10
  return `${euro(hourlyPayEur, 2)} € brutto pro Stunde, in Vollzeit (${fullTimeHoursPerWeek} Stunden pro Woche) rund ${euro(monthly, 0)} € brutto im Monat`
}

/**
 * A posting as stored in content/jobs/<slug>.yaml: the type Keystatic infers from the `jobs`
 * collection of keystatic.config.ts, so a field added there is a field here (docs/decisions/043).
 */
export type JobEntry = Entry<(typeof keystaticConfig)['collections']['jobs']>

/** A posting as the careers page gets it (`JOBS` of `virtual:content/jobs`): what jobPostings returns. */
export type JobPosting = ReturnType<typeof jobPostings>[number]

/**
 * The page's postings: ordered by `order` (then file name), numbered from 1 in that order, with
 * the pay line of a paid internship first among the benefits and the HR contact in the note
 * (content/internship.yaml and content/hr-contact.yaml, through app/content/placeholders.server.ts).
 */
export function jobPostings(
  entries: readonly { file: string; slug: string; entry: JobEntry }[],
  { hrContact, internship }: { hrContact: Company['HR_CONTACT']; internship: Parameters<typeof internshipPay>[0] },
) {
  const pay = `Bezahltes Praktikum – Vergütung: ${internshipPay(internship)}`
  return entries
    .map(({ file, slug, entry }) => ({ slug, entry: fillPlaceholders(file, entry, { HR_CONTACT: hrContact }) }))
    .sort((a, b) => a.entry.order - b.entry.order || a.slug.localeCompare(b.slug))
    .map(({ slug, entry }, index) => ({
      id: index + 1,
      slug,
      title: entry.title,
      location: entry.location,
      type: entry.type,
      remote: entry.remote,
      department: entry.genderTag,
      description: entry.description,
      responsibilities: entry.responsibilities,
      qualifications: entry.qualifications,
      benefits: entry.paidInternship ? [pay, ...entry.benefits] : entry.benefits,
      applicationNote: entry.applicationNote,
      applicationPrompt: entry.applicationPrompt,
      /** Language of every string in the ad; the careers page itself is English. */
      lang: 'de' as const,
    }))
}

/**
 * What the contact page needs to show a job's application form (docs/decisions/035): its slug
 * (the `?stelle=` of Apply Now), title and what the message should say – a small list, so the
 * contact page's script does not carry the whole ads.
 */
export function jobForms(postings: readonly JobPosting[]): JobForm[] {
  return postings.map(({ slug, title, department, applicationPrompt }) => ({
    slug,
    title: `${title} ${department}`,
    prompt: applicationPrompt,
  }))
}
