import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Step } from '../../../content/guides/types.ts'
import { CheckList } from './lists.tsx'

/** A numbered process as a vertical timeline; each step has a title, text and a short checklist. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="relative max-w-4xl space-y-6">
      {steps.map((step, index) => (
        <li
          key={step.number}
          className="relative grid grid-cols-[2.75rem_minmax(0,1fr)] gap-4 md:grid-cols-[3.5rem_minmax(0,1fr)] md:gap-6"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-12 bottom-[-1.5rem] left-[1.375rem] w-px bg-neutral-300 md:top-14 md:left-7"
            />
          )}
          <span
            aria-hidden="true"
            className="relative flex size-11 items-center justify-center rounded-full bg-ink text-lg font-black text-white md:size-14 md:text-xl"
          >
            {step.number}
          </span>
          <div className="rounded-2xl border border-neutral-200 bg-white p-6 md:p-8">
            <h3 className="text-xl leading-snug font-bold md:text-2xl">
              <span className="block text-sm font-semibold tracking-[0.14em] text-brand uppercase">
                {GUIDE_LABELS.step} {step.number}
              </span>{' '}
              {step.title}
            </h3>
            <p className="mt-3 leading-relaxed text-neutral-700">{step.description}</p>
            {step.points && <CheckList items={step.points} />}
          </div>
        </li>
      ))}
    </ol>
  )
}
