/**
 * Job postings as the careers page shows them, computed from the files under content/jobs/
 * (read and validated by app/content/reader/read-content.ts against keystatic.config.ts). Runs at
 * build time only: the Vite plugin (scripts/content/content-plugin.ts) hands the finished list
 * to the page as a plain module, so no content-loading code reaches the browser.
 */
import { HR_CONTACT_PLACEHOLDER } from '../../keystatic.config.ts'
import type { JobForm, JobPosting } from './careers.ts'

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

/** A posting as stored in content/jobs/<slug>.yaml (the `jobs` collection of keystatic.config.ts). */
export type JobEntry = {
  title: string
  order: number
  genderTag: string
  location: string
  type: string
  remote: boolean
  description: string
  responsibilities: readonly string[]
  qualifications: readonly string[]
  paidInternship: boolean
  benefits: readonly string[]
  applicationNote: string
  /** What the application form asks for above its message field (docs/decisions/035). */
  applicationPrompt: string
}

/**
 * The page's postings: ordered by `order` (then file name), numbered from 1 in that order, with
 * the pay line of a paid internship first among the benefits and the HR contact in the note
 * (content/internship.yaml and content/hr-contact.yaml).
 */
export function jobPostings(
  entries: readonly { slug: string; entry: JobEntry }[],
  { hrContact, internship }: { hrContact: { name: string; email: string }; internship: Parameters<typeof internshipPay>[0] },
): JobPosting[] {
  const pay = `Bezahltes Praktikum – Vergütung: ${internshipPay(internship)}`
  const contact = `${hrContact.name} (${hrContact.email})`
  return [...entries]
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
      applicationNote: entry.applicationNote.replaceAll(HR_CONTACT_PLACEHOLDER, contact),
      applicationPrompt: entry.applicationPrompt,
      lang: 'de',
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
