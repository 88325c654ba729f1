import { Pause, Play } from 'lucide-react'

import { HERO_PHRASE } from '../../../lib/constants.ts'

type RotatingPhraseProps = {
  leadIn: string
  phrases: readonly string[]
}

function listSentence(items: readonly string[]) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * 'Expert team for' and a phrase that changes every 3 s, turned by the home page's
 * script (script/hero.ts), which sets `data-state` and `data-visible` on the phrases and
 * `aria-pressed` on the pause button; the look follows those attributes.
 *
 * All phrases sit in one grid cell, so the line is as wide as the longest phrase from the
 * first paint: nothing moves when the phrase changes. Screen readers get the whole list once
 * instead of a live region that would interrupt them every 3 s. The pause button meets
 * WCAG 2.2.2 (auto-updating content can be stopped); it is disabled until the script runs
 * (docs/decisions/032), and the phrase stands still until then.
 */
export function RotatingPhrase({ leadIn, phrases }: RotatingPhraseProps) {
  return (
    <div className="mt-8 flex items-end gap-4 md:mt-10">
      <p className="text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-3xl lg:text-[2.125rem]">
        <span aria-hidden="true">
          <span className="text-muted">{leadIn}</span>{' '}
          <span data-slot="rotating-phrase" className="inline-grid">
            {phrases.map((phrase, i) => (
              <span
                key={phrase}
                data-state={i === 0 ? 'active' : 'inactive'}
                data-visible={i === 0}
                style={{ transitionDuration: `${HERO_PHRASE.fadeMs}ms` }}
                className="invisible col-start-1 row-start-1 whitespace-nowrap text-brand opacity-0 transition-opacity ease-in-out data-[state=active]:visible data-[state=active]:data-[visible=true]:opacity-100"
              >
                {phrase}
              </span>
            ))}
          </span>
        </span>
        <span className="sr-only">
          {leadIn} {listSentence(phrases)}
        </span>
      </p>
      <button
        type="button"
        data-slot="phrase-pause"
        aria-pressed="false"
        aria-label="Pause the changing phrase"
        disabled
        className="group mb-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-neutral-300 text-muted transition-colors hover:border-ink hover:text-ink disabled:opacity-40"
      >
        <Pause aria-hidden="true" className="size-3.5 group-aria-pressed:hidden" />
        <Play aria-hidden="true" className="hidden size-3.5 group-aria-pressed:block" />
      </button>
    </div>
  )
}
