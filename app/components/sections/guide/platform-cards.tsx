import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Platform } from '../../../content/guides/types.ts'
import { GuideIcon } from './guide-icon.tsx'
import { DotList } from './lists.tsx'
import { SourceLabel } from './source-label.tsx'

/** Platform blurbs: reach, target group, what works there, and the source of the reach. */
export function PlatformCards({ platforms }: { platforms: readonly Platform[] }) {
  const largest = Math.max(...platforms.map((platform) => platform.reach.millions))
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {platforms.map((platform) => (
        <li key={platform.id} className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 md:p-7">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink text-white">
              <GuideIcon name={platform.icon} size="size-5" />
            </span>
            <h3 className="text-xl font-bold">{platform.name}</h3>
          </div>
          <dl className="mt-5 space-y-4">
            <div>
              <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                {GUIDE_LABELS.platform.reach}
              </dt>
              <dd className="mt-1">
                <span className="block text-3xl font-black tracking-tight tabular-nums">{platform.reach.display}</span>{' '}
                <span className="block text-sm text-neutral-700">{platform.reach.basis}</span>
                {/* Bar length relative to the platform with the largest reach. */}
                <span aria-hidden="true" className="mt-2 block h-1.5 rounded-full bg-neutral-100">
                  <span
                    className="block h-full rounded-full bg-brand"
                    style={{ width: `${(platform.reach.millions / largest) * 100}%` }}
                  />
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                {GUIDE_LABELS.platform.targetGroup}
              </dt>
              <dd className="mt-1 leading-relaxed text-ink">{platform.targetGroup}</dd>
            </div>
          </dl>
          <p className="mt-4 leading-relaxed text-neutral-700">{platform.description}</p>
          <h4 className="mt-5 text-sm font-bold">{GUIDE_LABELS.platform.bestFor}</h4>
          <DotList items={platform.bestFor} className="mt-2" />
          <p className="mt-auto pt-5 text-xs leading-relaxed text-muted">
            {GUIDE_LABELS.sourcePrefix} <SourceLabel source={platform.source} />
          </p>
        </li>
      ))}
    </ul>
  )
}
