/**
 * An application for one of the careers page's jobs (docs/decisions/035): Apply Now
 * links to `/kontakt?stelle=<slug>` (the server's 301 to /contact keeps the query), and the
 * contact page shows that job's application form instead of the consultation form. The job
 * travels in the URL and in the form, never in storage on the device. No content here: the
 * server and Node scripts import this module too.
 */

/** The query parameter of Apply Now's link. */
export const JOB_PARAM = 'stelle'

/** The form field and JSON key that carries the job's slug. */
export const JOB_FIELD = 'job'

/**
 * Where the build prerenders each job's application form (`/contact/apply/<slug>`): the server
 * serves that page for `/contact?stelle=<slug>`, so the form shows the job at the first paint,
 * with or without JavaScript. Not a page of its own: the server sends its path to the query form.
 */
export const APPLICATION_PAGE_PREFIX = '/contact/apply/'

/** The contact page's route path: `/contact`, and `/contact/apply/<job>` for the prerendered forms. */
export const CONTACT_ROUTE_PATH = '/contact/apply?/:job?'

/** Apply Now's target for a job: the contact page's legacy path with the job. */
export function applyHref(base: string, slug: string): string {
  return `${base}?${JOB_PARAM}=${encodeURIComponent(slug)}`
}

/** The prerendered application page of a job. */
export function applicationPagePath(slug: string): string {
  return `${APPLICATION_PAGE_PREFIX}${slug}`
}
