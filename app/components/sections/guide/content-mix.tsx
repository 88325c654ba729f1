import type { ContentMixSlice, PostingWindow } from '../../../content/guides/types.ts'

/** One colour per slice, in order; the legend pairs each colour with its label and share. */
const SLICE_COLOURS = ['bg-brand', 'bg-ink', 'bg-neutral-400', 'bg-brand-light'] as const

/** The recommended content mix as a 100 % bar with a legend, and the best posting windows. */
export function ContentMixAndTimes({
  mixHeading,
  mix,
  timesHeading,
  times,
}: {
  mixHeading: string
  mix: readonly ContentMixSlice[]
  timesHeading: string
  times: readonly PostingWindow[]
}) {
  return (
    <div className="mt-12 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 md:p-8">
        <h3 className="text-xl font-bold">{mixHeading}</h3>
        <div aria-hidden="true" className="mt-6 flex h-5 overflow-hidden rounded-full">
          {mix.map((slice, index) => (
            <span
              key={slice.id}
              className={SLICE_COLOURS[index % SLICE_COLOURS.length]}
              style={{ width: `${slice.percent}%` }}
            />
          ))}
        </div>
        <ul className="mt-6 space-y-4">
          {mix.map((slice, index) => (
            <li key={slice.id} className="grid grid-cols-[auto_4rem_minmax(0,1fr)] items-baseline gap-x-3">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-sm ${SLICE_COLOURS[index % SLICE_COLOURS.length]}`}
              />
              <span className="text-2xl font-black tabular-nums">{slice.percent} %</span>
              <span>
                <span className="font-semibold">{slice.label}</span>
                <span className="block text-sm leading-relaxed text-neutral-700">{slice.examples}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl bg-ink p-6 text-white md:p-8">
        <h3 className="text-xl font-bold">{timesHeading}</h3>
        <ul className="mt-6 space-y-6">
          {times.map((slot) => (
            <li key={slot.days}>
              <p className="text-sm font-semibold tracking-[0.14em] text-neutral-300 uppercase">{slot.days}</p>
              <p className="mt-1 text-4xl font-black tabular-nums">{slot.time}</p>
              <p className="mt-2 leading-relaxed text-neutral-300">{slot.note}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
