import { Pause, Play } from 'lucide-react'
import { useState } from 'react'

import { useHydrated } from '../../../hooks/use-hydrated.ts'
import { usePrefersReducedMotion } from '../../../hooks/use-reduced-motion.ts'
import { HERO_PHRASE } from '../../../lib/constants.ts'
import { cn } from '../../../lib/utils.ts'
import { useRotatingIndex } from './use-rotating-index.ts'

type RotatingPhraseProps = {
  leadIn: string
  phrases: readonly string[]
}

function listSentence(items: readonly string[]) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * 'Expert team for' and a phrase that changes every 3 s (SPEC 2.3, 4).
 *
 * All phrases sit in one grid cell, so the line is as wide as the longest phrase from the
 * first paint: nothing moves when the phrase changes. Screen readers get the whole list once
 * instead of a live region that would interrupt them every 3 s. The pause button meets
 * WCAG 2.2.2 (auto-updating content can be stopped); reduced motion swaps without fading.
 */
export function RotatingPhrase({ leadIn, phrases }: RotatingPhraseProps) {
  const reducedMotion = usePrefersReducedMotion()
  // Before hydration the phrase stands still, so its pause button is drawn unavailable rather
  // than as a button that does nothing (docs/decisions/032).
  const hydrated = useHydrated()
  const [paused, setPaused] = useState(false)
  const { index, visible } = useRotatingIndex(phrases.length, {
    intervalMs: HERO_PHRASE.intervalMs,
    fadeMs: HERO_PHRASE.fadeMs,
    fade: !reducedMotion,
    paused,
  })

  return (
    <div className="mt-8 flex items-end gap-4 md:mt-10">
      <p className="text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-3xl lg:text-[2.125rem]">
        <span aria-hidden="true">
          <span className="text-muted">{leadIn}</span>{' '}
          <span data-slot="rotating-phrase" className="inline-grid">
            {phrases.map((phrase, i) => {
              const active = i === index
              return (
                <span
                  key={phrase}
                  data-state={active ? 'active' : 'inactive'}
                  data-visible={active && visible}
                  style={{ transitionDuration: `${HERO_PHRASE.fadeMs}ms` }}
                  className={cn(
                    'col-start-1 row-start-1 whitespace-nowrap text-brand transition-opacity ease-in-out',
                    active ? (visible ? 'opacity-100' : 'opacity-0') : 'invisible opacity-0',
                  )}
                >
                  {phrase}
                </span>
              )
            })}
          </span>
        </span>
        <span className="sr-only">
          {leadIn} {listSentence(phrases)}
        </span>
      </p>
      <button
        type="button"
        aria-pressed={paused}
        aria-label="Pause the changing phrase"
        disabled={!hydrated}
        onClick={() => setPaused((value) => !value)}
        className="mb-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-neutral-300 text-muted transition-colors hover:border-ink hover:text-ink disabled:opacity-40"
      >
        {paused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
      </button>
    </div>
  )
}
