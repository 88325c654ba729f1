import { X } from 'lucide-react'

import { EXTERNAL } from '../../config/site.ts'
import { AI_ACT_BANNER as COPY } from '../../content/ai-act-banner.ts'
import { BANNER_DISMISSED_KEY } from '../../lib/constants.ts'
import { sessionFlag } from '../../lib/session-flag.ts'
import { typeset } from '../../lib/typography.ts'
import { ExternalLink } from '../external-link.tsx'

const bannerDismissed = sessionFlag(BANNER_DISMISSED_KEY)

/**
 * The red AI Act Article 4 training banner. Closing it hides it for the rest
 * of the visit: sessionStorage survives reloads and client navigation in the tab, and a new
 * visit shows it again. No cookie is set.
 */
export function AiActBanner() {
  if (bannerDismissed.useValue()) return null

  return (
    <aside data-slot="ai-act-banner" aria-label={COPY.label} lang="de" className="bg-brand text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-5 py-2.5 text-sm md:px-8">
        <p className="flex-1 leading-snug">
          <strong className="font-semibold">{COPY.lead}</strong> {typeset(COPY.text)}{' '}
          <ExternalLink
            href={EXTERNAL.aiActTraining}
            newTabHint={COPY.newTabHint}
            className="font-semibold whitespace-nowrap underline underline-offset-2"
          >
            {COPY.link}
          </ExternalLink>
        </p>
        <button
          type="button"
          aria-label={COPY.close}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          onClick={() => {
            document.documentElement.dataset.bannerDismissed = ''
            bannerDismissed.set()
          }}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  )
}
