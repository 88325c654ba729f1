import { useId } from 'react'

import type { Tool, ToolsPageContent } from '../../../content/tools.ts'
import { useHydrated } from '../../../hooks/use-hydrated.ts'
import { useBallotShower } from './use-ballot-shower.tsx'

type ToolsHeroSectionProps = {
  hero: ToolsPageContent['hero']
  /** The tools, for the jump links under the lead. */
  tools: readonly Pick<Tool, 'id' | 'title' | 'color'>[]
}

/**
 * Dark opening section. It runs 4rem up under the sticky navigation bar, which is
 * transparent on this page until the visitor scrolls. The word in the headline
 * is a real button: each press drops a new shower of ballot papers, whose drawing
 * is fetched as the pointer or the focus reaches the word (docs/decisions/027). Until the script has
 * hydrated the page the word is plain red text, not a button that would do nothing
 * (docs/decisions/032).
 */
export function ToolsHeroSection({ hero, tools }: ToolsHeroSectionProps) {
  const { drop, preload, overlay } = useBallotShower()
  const hydrated = useHydrated()
  const hintId = useId()
  const { before, word, after } = hero.headline

  return (
    <section className="relative -mt-16 overflow-hidden bg-ink pt-16 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,rgb(200_16_46/0.35),transparent_70%),radial-gradient(40rem_24rem_at_0%_100%,rgb(124_58_237/0.18),transparent_70%)]"
      />
      <HeroPapers />
      <div className="relative mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28">
        <h1 className="max-w-4xl text-5xl leading-[1.05] font-black tracking-tight text-balance md:text-7xl">
          {before}
          {hydrated ? (
            <button
              type="button"
              onClick={drop}
              onPointerEnter={preload}
              onPointerDown={preload}
              onFocus={preload}
              aria-describedby={hintId}
              className="cursor-pointer rounded-lg text-brand-light underline decoration-brand-light/60 decoration-dotted decoration-[0.08em] underline-offset-[0.14em] transition-colors hover:decoration-solid active:text-white"
            >
              {word}
            </button>
          ) : (
            <span className="text-brand-light">{word}</span>
          )}
          {after}
        </h1>
        <p id={hintId} className="sr-only">
          {hero.wordDescription}
        </p>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-neutral-300 md:text-xl">{hero.subtitle}</p>
        <nav aria-label="Tools on this page" className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {tools.map((tool) => (
              <li key={tool.id}>
                <a
                  href={`#${tool.id}`}
                  className="inline-flex h-11 items-center gap-2.5 rounded-full border border-white/20 bg-white/5 px-5 text-sm font-semibold transition-colors hover:border-white/50 hover:bg-white/10"
                >
                  <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: tool.color }} />
                  {tool.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {overlay}
    </section>
  )
}

/** Still ballot papers at the right edge, a hint of what the headline word does. */
function HeroPapers() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 300 360"
      className="pointer-events-none absolute top-24 right-[-3rem] hidden w-[22rem] opacity-90 lg:block xl:right-8"
    >
      <g transform="rotate(-12 150 180)">
        <rect x="70" y="40" width="150" height="200" rx="8" fill="#fff" opacity="0.08" />
      </g>
      <g transform="rotate(8 150 180)">
        <rect x="90" y="80" width="150" height="200" rx="8" fill="#fff" />
        <rect x="108" y="98" width="114" height="12" rx="4" fill="#c8102e" />
        <g fill="none" stroke="#0b0b0c" strokeWidth="4">
          <circle cx="122" cy="148" r="11" />
          <circle cx="122" cy="194" r="11" />
          <circle cx="122" cy="240" r="11" />
        </g>
        <path d="M113 139l18 18m0-18l-18 18" stroke="#c8102e" strokeWidth="5" strokeLinecap="round" />
        <g stroke="#a1a1aa" strokeWidth="6" strokeLinecap="round">
          <path d="M146 148h72M146 194h58M146 240h66" />
        </g>
      </g>
    </svg>
  )
}
