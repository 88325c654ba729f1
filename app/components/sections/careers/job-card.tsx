import { Building2, ChevronDown, Clock, House, MapPin } from 'lucide-react'

import type { CareersPage, JobPosting } from '../../../content/careers.ts'
import { applyHref } from '../../../lib/job-application.ts'
import { ProseText } from '../../prose-text.tsx'
import { buttonVariants } from '../../ui/button.tsx'

type JobCardProps = {
  job: JobPosting
  labels: CareersPage['jobCard']
  applyNow: CareersPage['openings']['applyNow']
  toggle: CareersPage['openings']['toggle']
}

/**
 * An expandable job ad. The ad is German on an English page, so its text carries
 * lang="de"; the English buttons between its parts stay in the page's language.
 *
 * The toggle is the `<summary>` of a `<details name="job">`: the browser opens one card at a
 * time and closes the open one on a second press, by mouse, Enter or Space, before and without
 * any script. The details element lays out no box of its own (`display: contents`), so its
 * summary and the Apply Now link share one row and the opened text takes the row below.
 */
export function JobCard({ job, labels, applyNow, toggle }: JobCardProps) {
  const titleId = `job-${job.id}-title`
  const title = `${job.title} ${job.department}`
  const lists = [
    { heading: labels.responsibilities, items: job.responsibilities },
    { heading: labels.qualifications, items: job.qualifications },
    { heading: labels.benefits, items: job.benefits },
  ]
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm transition-shadow has-[details[open]]:shadow-lg md:p-8"
    >
      <div lang={job.lang}>
        <h3 id={titleId} className="text-xl font-bold text-balance md:text-2xl">
          {job.title} <span className="text-brand">{job.department}</span>
        </h3>
        <ul className="mt-4 flex flex-wrap gap-2 text-sm font-medium">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1">
            <MapPin aria-hidden="true" className="size-4 text-brand" />
            {job.location}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1">
            <Clock aria-hidden="true" className="size-4 text-brand" />
            {job.type}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1">
            {job.remote ? (
              <House aria-hidden="true" className="size-4 text-brand" />
            ) : (
              <Building2 aria-hidden="true" className="size-4 text-brand" />
            )}
            {job.remote ? labels.remote : labels.onSite}
          </li>
        </ul>
        <p className="mt-4 leading-relaxed text-muted">{job.description}</p>
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <details
          name="job"
          className="group/job contents details-content:order-1 details-content:basis-full [&:not([open])]:details-content:hidden"
        >
          <summary
            className={buttonVariants({
              variant: 'outline',
              className: 'cursor-pointer list-none text-ink [&::-webkit-details-marker]:hidden',
            })}
          >
            <span className="group-open/job:hidden">{toggle.expand}</span>
            <span className="hidden group-open/job:inline">{toggle.collapse}</span>
            <span className="sr-only" lang={job.lang}>
              : {title}
            </span>
            <ChevronDown aria-hidden="true" className="transition-transform duration-200 group-open/job:rotate-180" />
          </summary>
          <div
            lang={job.lang}
            className="mt-5 border-t border-neutral-200 pt-8 transition-[opacity,translate] duration-300 starting:-translate-y-2 starting:opacity-0"
          >
            <div className="grid gap-8 lg:grid-cols-3">
              {lists.map((list) => (
                <div key={list.heading}>
                  <h4 className="text-sm font-bold tracking-wider uppercase">{list.heading}</h4>
                  <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-muted marker:text-brand">
                    {list.items.map((item) => (
                      <li key={item}>
                        <ProseText text={item} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="mt-8 rounded-xl bg-surface p-5">
              <h4 className="text-sm font-bold tracking-wider uppercase">{labels.application}</h4>
              <p className="mt-2 leading-relaxed">
                <ProseText text={job.applicationNote} />
              </p>
            </div>
          </div>
        </details>
        {/* A plain link, not a router Link: Apply Now loads the whole page; the server
            answers /kontakt with a 301 to /contact, keeping `?stelle=`, and serves this job's
            application form there (docs/decisions/035). */}
        <a href={applyHref(applyNow.href, job.slug)} className={buttonVariants()}>
          {applyNow.label}
          <span className="sr-only" lang={job.lang}>
            : {title}
          </span>
        </a>
      </div>
    </article>
  )
}
