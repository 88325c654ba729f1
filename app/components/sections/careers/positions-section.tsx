import { Send } from 'lucide-react'

import type { APPLICATION_STEPS, CareersPage, JOBS } from '../../../content/careers.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { ApplicationProcess } from './application-process.tsx'
import { JobCard } from './job-card.tsx'

/** Anchor of the tabs section; the hero button scrolls here. */
export const POSITIONS_ID = 'open-positions'

/** The openings tab's radio input: the hero's link checks it (app/lib/document-script.ts). */
export const OPENINGS_TAB_ID = 'tab-openings'
const PROCESS_TAB_ID = 'tab-process'

type PositionsSectionProps = {
  content: Pick<CareersPage, 'tabs' | 'openings' | 'jobCard' | 'process'>
  jobs: typeof JOBS
  steps: typeof APPLICATION_STEPS
}

/** One of the two tab buttons: a native radio input drawn as a pill, the input itself unseen. */
function TabChoice({ id, label, checked }: { id: string; label: string; checked?: boolean }) {
  return (
    <label className="inline-flex h-10 cursor-pointer items-center rounded-full px-5 text-sm font-semibold text-muted transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand">
      <input type="radio" id={id} name="positions-tab" defaultChecked={checked} className="sr-only" />
      {label}
    </label>
  )
}

/**
 * The careers tabs (openings or the process, one tab at a time) and the job cards,
 * made of what the browser does itself (docs/decisions/032): the tabs are two radio inputs –
 * a click or the arrow keys choose, Tab moves on into the panel – and the panel shown follows
 * the checked one in CSS; each job card is a `<details name>`, so one is open at a time and the
 * open one closes again. Both panels and every job's text are in the HTML.
 */
export function PositionsSection({ content, jobs, steps }: PositionsSectionProps) {
  const { tabs, openings } = content
  return (
    <section id={POSITIONS_ID} className="group/positions bg-white">
      <div className="mx-auto max-w-5xl px-5 py-20 md:px-8 md:py-28">
        <div className="inline-flex flex-wrap gap-1 rounded-full bg-neutral-100 p-1">
          <TabChoice id={OPENINGS_TAB_ID} label={tabs.openings} checked />
          <TabChoice id={PROCESS_TAB_ID} label={tabs.process} />
        </div>
        <div className="mt-8 group-has-[#tab-process:checked]/positions:hidden">
          <h2 className="text-3xl font-black tracking-tight md:text-4xl">{openings.heading}</h2>
          <p className="mt-4 max-w-2xl text-lg text-muted">{openings.intro}</p>
          <div className="mt-10 space-y-6">
            {jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                labels={content.jobCard}
                applyNow={openings.applyNow}
                toggle={openings.toggle}
              />
            ))}
          </div>
          <div className="mt-10 flex flex-col items-start gap-5 rounded-2xl bg-ink p-7 text-white md:flex-row md:items-center md:justify-between md:p-8">
            <p className="max-w-xl leading-relaxed text-neutral-300">{openings.unsolicitedText}</p>
            <a href={openings.unsolicited.href} className={buttonVariants({ variant: 'light' })}>
              <Send aria-hidden="true" />
              {openings.unsolicited.label}
            </a>
          </div>
        </div>
        <div className="mt-8 hidden group-has-[#tab-process:checked]/positions:block">
          <ApplicationProcess process={content.process} steps={steps} />
        </div>
      </div>
    </section>
  )
}
