import { useState } from 'react'
import { Link } from 'react-router'

import { CARD_COPY } from '../../../content/contact-card.ts'
import { sessionFlag } from '../../../lib/session-flag.ts'
import { Toaster } from '../../ui/toaster.tsx'
import { FounderCard } from './founder-card.tsx'
import { PasswordGate } from './password-gate.tsx'

/** sessionStorage key: this tab has unlocked the gated card (kept for the browser session). */
const UNLOCKED_KEY = 'mw:contact-card-unlocked'
const unlocked = sessionFlag(UNLOCKED_KEY)

// The prerendered gated page shows only the form. When this tab unlocked the card before, this
// runs before first paint and hides the form until React swaps in the card, so a reload never
// flashes the password form. The server allows it by hash in the CSP (server/csp.ts).
const UNLOCKED_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(UNLOCKED_KEY)})==='1')document.documentElement.dataset.cardUnlocked=''}catch(e){}`

/**
 * The founder's contact card page, without the site's header and footer. Colours
 * follow the system's light/dark setting through CSS media queries, live and without script.
 */
export function ContactCardPage({ gated }: { gated: boolean }) {
  const isUnlocked = unlocked.useValue()
  const [justUnlocked, setJustUnlocked] = useState(false)
  return (
    <>
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-neutral-100 px-4 py-8 text-ink sm:py-12 dark:bg-neutral-950 dark:text-neutral-50">
        {gated && <script dangerouslySetInnerHTML={{ __html: UNLOCKED_SCRIPT }} />}
        {gated && !isUnlocked ? (
          <PasswordGate
            onUnlock={() => {
              setJustUnlocked(true)
              unlocked.set()
            }}
          />
        ) : (
          <FounderCard focusHeading={justUnlocked} />
        )}
        <nav aria-label="Rechtliches" className="flex gap-6 text-sm text-muted dark:text-neutral-400">
          {CARD_COPY.legalLinks.map((link) => (
            <Link key={link.to} to={link.to} className="underline-offset-4 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </main>
      <Toaster theme="system" labels={{ region: 'Benachrichtigungen', close: 'Schließen' }} />
    </>
  )
}
