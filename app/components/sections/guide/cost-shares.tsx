import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { CostShare, CostShareLabels } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GuideIcon } from './guide-icon.tsx'
import { StackedTable } from './stacked-table.tsx'

/** The chart's scale ends here (percent); the largest share is 40 %. */
const AXIS_MAX = 50
const TICKS = [0, 10, 20, 30, 40, 50]

type RangeShare = Extract<CostShare, { kind: 'range' }>

const percent = (value: number) => `${(value / AXIS_MAX) * 100}%`

/**
 * The budget shares as a range chart plus a table. Every bar is labelled with its
 * figures in text, so the chart reads without seeing it; the bars themselves are decoration.
 * The table repeats the figures with typical items and includes the share that has no fixed
 * range (legal and compliance), which the chart leaves out.
 */
export function CostShares({ shares, labels }: { shares: readonly CostShare[]; labels: CostShareLabels }) {
  const ranges = shares.filter((share): share is RangeShare => share.kind === 'range')
  return (
    <div className="space-y-12">
      <figure className="max-w-4xl rounded-2xl border border-neutral-200 bg-white p-6 md:p-8">
        <figcaption className="text-lg leading-snug font-bold">{labels.chartTitle}</figcaption>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-neutral-700" aria-hidden="true">
          <li className="flex items-center gap-2">
            <span className="inline-block h-3 w-6 rounded-sm bg-brand" />
            {GUIDE_LABELS.chart.min}
          </li>
          <li className="flex items-center gap-2">
            <span className="inline-block h-3 w-6 rounded-sm bg-brand/30" />
            {GUIDE_LABELS.chart.range}
          </li>
        </ul>
        <ul className="mt-8 space-y-6">
          {ranges.map((share) => (
            <li key={share.id}>
              <p className="flex items-baseline justify-between gap-4">
                <span className="font-semibold">{share.label}</span>
                <span className="shrink-0 font-black tabular-nums">{share.display}</span>
              </p>
              <div aria-hidden="true" className="relative mt-2 h-4 overflow-hidden rounded-full bg-neutral-100">
                <div className="absolute inset-y-0 left-0 bg-brand" style={{ width: percent(share.min) }} />
                <div
                  className="absolute inset-y-0 rounded-r-full bg-brand/30"
                  style={{ left: percent(share.min), width: percent(share.max - share.min) }}
                />
              </div>
            </li>
          ))}
        </ul>
        <div aria-hidden="true" className="relative mt-3 h-5 text-xs text-muted tabular-nums">
          {TICKS.map((tick) => (
            <span
              key={tick}
              className="absolute top-0 -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full"
              style={{ left: percent(tick) }}
            >
              {tick} %
            </span>
          ))}
        </div>
        <p aria-hidden="true" className="mt-1 text-xs text-muted">
          {GUIDE_LABELS.chart.axis}
        </p>
      </figure>

      <div>
        <StackedTable
          caption={labels.tableCaption}
          captionVisible
          columns={[labels.columns.category, labels.columns.share, labels.columns.examples]}
          columnWidths={['md:w-1/2', 'md:w-1/6', 'md:w-1/3']}
          rows={shares.map((share) => ({
            key: share.id,
            header: (
              <span className="flex gap-3">
                <GuideIcon name={share.icon} size="size-5" className="mt-0.5 text-brand" />
                <span>
                  <span className="block">{share.label}</span>
                  <span className="mt-1 block text-sm leading-relaxed font-normal text-neutral-700">
                    {share.description}
                  </span>
                </span>
              </span>
            ),
            cells: [
              <span
                key="share"
                className={cn('font-black text-ink tabular-nums', share.kind === 'range' && 'whitespace-nowrap')}
              >
                {share.display}
              </span>,
              <ul key="examples" className="space-y-1 text-sm">
                {share.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>,
            ],
          }))}
        />
      </div>
    </div>
  )
}
