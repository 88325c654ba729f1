import { Send } from 'lucide-react'
import { useCallback, useState } from 'react'
import { flushSync } from 'react-dom'

import type { APPLICATION_STEPS, CareersPage, JOBS } from '../../../content/careers.ts'
import { scrollToHash } from '../../../lib/scroll.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { ApplicationProcess } from './application-process.tsx'
import { JobCard } from './job-card.tsx'

/** The careers tabs (SPEC 4: "Careers tab: openings or process"). */
export type PositionsTab = 'openings' | 'process'

/** Anchor of the tabs section; the hero button scrolls here. */
export const POSITIONS_ID = 'open-positions'

/**
 * The selected tab, shared by the hero (its button selects the openings and scrolls to them)
 * and the tabs section.
 */
export function usePositionsTab() {
  const [tab, setTab] = useState<PositionsTab>('openings')
  const showOpenings = useCallback(() => {
    // Render the openings panel before scrolling, so the scroll lands on the final layout.
    flushSync(() => setTab('openings'))
    scrollToHash(`#${POSITIONS_ID}`)
  }, [])
  return { tab, setTab, showOpenings }
}

type PositionsSectionProps = {
  tab: PositionsTab
  onTabChange: (tab: PositionsTab) => void
  content: Pick<CareersPage, 'tabs' | 'openings' | 'jobCard' | 'process'>
  jobs: typeof JOBS
  steps: typeof APPLICATION_STEPS
}

export function PositionsSection({ tab, onTabChange, content, jobs, steps }: PositionsSectionProps) {
  // SPEC 4: none or one expanded job; choosing the open one again closes it.
  const [expandedId, setExpandedId] = useState<number | null>(null)
  const { tabs, openings } = content
  return (
    <section id={POSITIONS_ID} className="bg-white">
      <div className="mx-auto max-w-5xl px-5 py-20 md:px-8 md:py-28">
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as PositionsTab)}>
          <TabsList>
            <TabsTrigger value="openings">{tabs.openings}</TabsTrigger>
            <TabsTrigger value="process">{tabs.process}</TabsTrigger>
          </TabsList>
          {/* Both panels are in the prerendered HTML; the inactive one is only hidden. */}
          <TabsContent value="openings" forceMount className="data-[state=inactive]:hidden">
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
                  open={expandedId === job.id}
                  onToggle={() => setExpandedId((current) => (current === job.id ? null : job.id))}
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
          </TabsContent>
          <TabsContent value="process" forceMount className="data-[state=inactive]:hidden">
            <ApplicationProcess process={content.process} steps={steps} />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  )
}
