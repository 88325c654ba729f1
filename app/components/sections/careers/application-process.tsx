import { Mail } from 'lucide-react'

import type { APPLICATION_STEPS, CareersPage } from '../../../content/careers.ts'
import { buttonVariants } from '../../ui/button.tsx'

type ApplicationProcessProps = {
  process: CareersPage['process']
  steps: typeof APPLICATION_STEPS
}

/** The five-step process table (content/careers.yaml) and the 'Jetzt bewerben' button. */
export function ApplicationProcess({ process, steps }: ApplicationProcessProps) {
  const { columns } = process
  return (
    <>
      <h2 className="text-3xl font-black tracking-tight md:text-4xl">{process.heading}</h2>
      <p className="mt-4 max-w-2xl text-lg text-muted">{process.intro}</p>
      <table className="mt-10 w-full border-collapse text-left">
        <caption className="sr-only">{process.heading}</caption>
        <thead className="border-b-2 border-ink text-sm tracking-wider uppercase">
          <tr>
            <th scope="col" className="w-12 py-3 pr-3 md:w-20">
              {columns.step}
            </th>
            <th scope="col" className="py-3 pr-4">
              {columns.title}
            </th>
            <th scope="col" className="py-3 pr-4">
              {columns.description}
            </th>
            {/* On phones the duration moves into the description cell; four columns do not fit. */}
            <th scope="col" className="hidden py-3 sm:table-cell">
              {columns.duration}
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => {
            const duration = 'duration' in step ? step.duration : undefined
            return (
              <tr key={step.step} className="border-b border-neutral-200 align-top">
                <td className="py-5 pr-3">
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white">
                    {step.step}
                  </span>
                </td>
                <th scope="row" className="py-5 pr-4 font-bold sm:text-lg">
                  {step.title}
                </th>
                <td className="py-5 pr-4 leading-relaxed text-muted">
                  {step.description}
                  {duration && (
                    <span className="mt-2 block text-sm font-medium text-ink sm:hidden">
                      {columns.duration}: {duration}
                    </span>
                  )}
                </td>
                <td className="hidden py-5 whitespace-nowrap text-muted sm:table-cell">{duration ?? '–'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <a href={process.applyButton.href} lang="de" className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        <Mail aria-hidden="true" />
        {process.applyButton.label}
      </a>
    </>
  )
}
